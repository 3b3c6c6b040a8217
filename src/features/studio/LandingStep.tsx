import { LogOut, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Badge, Button, Heading, Icon, Text } from '../../components';
import { studioCopy } from '../../content/studioCopy';
import { useAuth, verifiedTotpFactors } from '../auth';
import { Notice } from './Notice';
import { StepCard } from './StepCard';
import { Actions, Email, Panel, Panels, Who } from './LandingStep.styles';

const copy = studioCopy.landing;

const time = (seconds: number | undefined) =>
  seconds ? new Date(seconds * 1000).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }) : '';
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

export interface LandingStepProps {
  onSignOut: () => Promise<unknown>;
  /** The leads inbox (next issue) goes here. */
  children?: ReactNode;
}

/** Signed in at aal2: who is signed in, the session, the factor (remove and set up again), sign-out. */
export function LandingStep({ onSignOut, children }: LandingStepProps) {
  const { user, session, event, refreshedAt, mfa, revalidate } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
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

  useEffect(() => {
    // The server decides: a session revoked elsewhere (a global sign-out) ends here with SIGNED_OUT.
    void revalidate();
    const onVisible = () => document.visibilityState === 'visible' && void revalidate();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [revalidate]);

  const signOut = async () => {
    setSigningOut(true);
    await onSignOut();
    setSigningOut(false);
  };

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

  const footer = (
    <Actions>
      <Button variant="outline" onClick={() => void signOut()} disabled={signingOut}>
        <Icon icon={LogOut} size={18} />
        {signingOut ? copy.signingOut : copy.signOut}
      </Button>
    </Actions>
  );

  return (
    <StepCard eyebrow={copy.eyebrow} title={copy.title} width="page" footer={footer}>
      <Who>
        <Text>
          {copy.signedInAs} <Email>{user?.email}</Email>
        </Text>
        <Badge tone="accent">
          <Icon icon={ShieldCheck} size={14} />
          {copy.twoFactorOn}
        </Badge>
      </Who>
      {event === 'MFA_CHALLENGE_VERIFIED' && <Notice tone="success">{copy.verifiedNow}</Notice>}
      <Text size="sm" tone="muted">
        {refreshedAt ? `${copy.sessionRenewed} ${time(refreshedAt / 1000)}. ` : ''}
        {copy.sessionValidUntil} {time(session?.expires_at)}.
      </Text>
      <Panels $stacked={children !== undefined}>
        <Panel aria-labelledby="studio-leads-title">
          <Heading level={2} size="xl" id="studio-leads-title">
            {copy.inboxTitle}
          </Heading>
          {children ?? (
            <Text size="sm" tone="muted">
              {copy.inboxEmpty}
            </Text>
          )}
        </Panel>
        <Panel aria-labelledby="studio-factor-title">
          <Heading level={2} size="xl" id="studio-factor-title">
            {copy.factorTitle}
          </Heading>
          <Text size="sm" tone="muted">
            {copy.factorText} {factor ? day(factor.created_at) : ''}.
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
            <div>
              <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
                {copy.reset}
              </Button>
            </div>
          )}
          </div>
        </Panel>
      </Panels>
    </StepCard>
  );
}
