import { LogOut } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Icon } from '../../components';
import { studioCopy, studioPage } from '../../content/studioCopy';
import { useAuth, verifiedTotpFactors } from '../../lib/auth';
import { dismissToast } from '../../lib/toast';
import { ChallengeStep } from './ChallengeStep';
import { EnrollStep } from './EnrollStep';
import { LandingStep } from './LandingStep';
import { SignInStep } from './SignInStep';

const Loading = styled.p`
  display: grid;
  place-items: center;
  min-height: 12rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export type StudioStep = 'loading' | 'sign-in' | 'enroll' | 'challenge' | 'landing';

export interface StudioGateProps {
  /** What staff see once fully signed in (password and TOTP): the leads inbox. */
  children?: ReactNode;
}

/**
 * The studio's steps. Nothing past sign-in and two-factor is rendered until the session is aal2
 * with a verified TOTP factor; the database's RLS enforces the same rule for the data itself.
 */
export function StudioGate({ children }: StudioGateProps) {
  const auth = useAuth();
  const { loading, session, user, assurance, event } = auth;
  const factor = verifiedTotpFactors(user)[0];
  const step: StudioStep = loading
    ? 'loading'
    : !session
      ? 'sign-in'
      : !factor
        ? 'enroll'
        : assurance.currentLevel === 'aal2'
          ? 'landing'
          : 'challenge';

  // A toast belongs to the step that raised it: "Sign In Failed" must not sit over the two-factor step.
  useEffect(() => dismissToast(), [step]);

  // A SIGNED_OUT this page did not ask for came from another tab or a global sign-out.
  const signingOutHere = useRef(false);
  const [signedOutElsewhere, setSignedOutElsewhere] = useState(false);
  useEffect(() => {
    if (event === 'SIGNED_OUT') {
      setSignedOutElsewhere(!signingOutHere.current);
      signingOutHere.current = false;
    } else if (event === 'SIGNED_IN') setSignedOutElsewhere(false);
  }, [event]);

  const signOut = async () => {
    signingOutHere.current = true;
    // Before the second factor the session may end only itself (the server refuses more at aal1).
    const result = await auth.signOut(step === 'challenge' ? 'local' : undefined);
    if (!result.ok) signingOutHere.current = false;
    return result;
  };

  const signOutButton = (
    <div>
      <Button variant="ghost" size="sm" onClick={() => void signOut()}>
        <Icon icon={LogOut} size={16} />
        {studioCopy.switchAccount}
      </Button>
    </div>
  );

  return (
    <>
      {/* Each step names the tab; once signed in, the inbox names its own views. */}
      {step !== 'landing' && <title>{studioPage.titles[step === 'sign-in' ? 'signIn' : step]}</title>}
      {view()}
    </>
  );

  function view() {
    switch (step) {
      case 'loading':
        return (
          <Loading role="status" aria-live="polite">
            {studioCopy.loading}
          </Loading>
        );
      case 'sign-in':
        return <SignInStep signedOutElsewhere={signedOutElsewhere} />;
      case 'enroll':
        return <EnrollStep key={session?.user.id} footer={signOutButton} />;
      case 'challenge':
        return <ChallengeStep factorId={factor!.id} footer={signOutButton} />;
      case 'landing':
        return <LandingStep onSignOut={signOut}>{children}</LandingStep>;
    }
  }
}
