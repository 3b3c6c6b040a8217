import { useEffect, useRef, useState } from 'react';
import { Button, Heading, Text } from '../../components';
import { studioCopy } from '../../content/studioCopy';
import { useAuth, verifiedTotpFactors } from '../../lib/auth';
import { Notice } from './Notice';
import { Actions, Settings } from './LandingStep.styles';

const copy = studioCopy.landing;

const time = (ms: number) => new Date(ms).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Under the inbox: the authenticator (remove and set up again) and, in plain words, how the session lasts. */
export function FactorSettings() {
  const { user, refreshedAt, mfa } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [resetError, setResetError] = useState<string>();
  const factor = verifiedTotpFactors(user)[0];
  // Keyboard focus follows the confirm question in and out (the button that opened it disappears).
  const factorActions = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    factorActions.current?.querySelector('button')?.focus();
  }, [confirming]);

  const reset = async () => {
    if (!factor) return;
    setResetting(true);
    setResetError(undefined);
    const result = await mfa.unenroll(factor.id);
    // On success the gate moves on to a new enrollment.
    if (!result.ok) {
      setResetting(false);
      setResetError(`${copy.resetFailed} ${result.error.message}`);
    }
  };

  return (
    <Settings aria-labelledby="studio-factor-title">
      <Heading level={2} size="lg" id="studio-factor-title">
        {copy.factorTitle}
      </Heading>
      <Text size="sm" tone="muted">
        {copy.factorText} {factor ? day(factor.created_at) : ''}. {copy.staySignedIn}
        {refreshedAt ? ` ${copy.sessionRenewed} ${time(refreshedAt)}.` : ''}
      </Text>
      {resetError && <Notice tone="danger">{resetError}</Notice>}
      <div ref={factorActions}>
        {confirming ? (
          <>
            <Text size="sm" id="studio-reset-question">
              {copy.resetConfirm}
            </Text>
            <Actions role="group" aria-labelledby="studio-reset-question">
              <Button variant="primary" size="sm" onClick={() => void reset()} disabled={resetting}>
                {resetting ? copy.resetting : copy.resetYes}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(false)} disabled={resetting}>
                {copy.resetNo}
              </Button>
            </Actions>
          </>
        ) : (
          <Actions>
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              {copy.reset}
            </Button>
          </Actions>
        )}
      </div>
    </Settings>
  );
}
