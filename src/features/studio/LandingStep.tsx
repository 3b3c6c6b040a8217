import { LogOut, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Badge, Button, Heading, Icon, Text, VisuallyHidden } from '../../components';
import { studioCopy, studioPage } from '../../content/studioCopy';
import { useAuth } from '../../lib/auth';
import { FactorSettings } from './FactorSettings';
import { Notice } from './Notice';
import { Account, Bar, Email, Workspace } from './LandingStep.styles';
import { useMoment } from './useMoment';

const copy = studioCopy.landing;

export interface LandingStepProps {
  onSignOut: () => Promise<unknown>;
  /** The leads inbox. */
  children?: ReactNode;
}

/** Signed in at aal2: the leads under one slim bar (who is signed in, two-factor on, sign-out), the factor settings under them. */
export function LandingStep({ onSignOut, children }: LandingStepProps) {
  const { user, event, revalidate } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  // The server's report at this sign-in: wrong codes entered for the account since the last one.
  const report = user?.app_metadata.totp_failures as { count?: unknown } | undefined;
  const wrongCodes = typeof report?.count === 'number' ? report.count : 0;
  const justVerified = useMoment(event === 'MFA_CHALLENGE_VERIFIED');
  // The title takes focus when the step appears, so keyboard and screen-reader users start here.
  useEffect(() => barRef.current?.querySelector<HTMLElement>('h1')?.focus(), []);

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

  return (
    <Workspace aria-labelledby="studio-step-title">
      <Bar ref={barRef}>
        <Heading level={1} size="3xl" id="studio-step-title" tabIndex={-1}>
          {copy.title}
        </Heading>
        <Account>
          <VisuallyHidden>{copy.signedInAs}</VisuallyHidden>
          <Email title={user?.email}>{user?.email}</Email>
          <Badge tone="accent">
            <Icon icon={ShieldCheck} size={14} />
            {copy.twoFactorOn}
          </Badge>
          <Button variant="outline" size="sm" onClick={() => void signOut()} disabled={signingOut}>
            <Icon icon={LogOut} size={16} />
            {signingOut ? copy.signingOut : copy.signOut}
          </Button>
        </Account>
      </Bar>
      {justVerified && <Notice tone="success">{copy.verifiedNow}</Notice>}
      {wrongCodes > 0 && <Notice tone="danger">{copy.wrongCodes(wrongCodes)}</Notice>}
      {children ?? (
        <>
          <title>{studioPage.titles.landing}</title>
          <Text size="sm" tone="muted">
            {copy.inboxEmpty}
          </Text>
        </>
      )}
      <FactorSettings />
    </Workspace>
  );
}
