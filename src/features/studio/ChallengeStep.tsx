import type { ReactNode } from 'react';
import { studioCopy } from '../../content/studioCopy';
import { useAuth } from '../../lib/auth';
import { CodeForm } from './CodeForm';
import { StepCard } from './StepCard';

const copy = studioCopy.challenge;

/** A later sign-in: the code from the authenticator app set up before. */
export function ChallengeStep({ factorId, footer }: { factorId: string; footer?: ReactNode }) {
  const { mfa } = useAuth();
  return (
    <StepCard eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} footer={footer}>
      <CodeForm
        submitLabel={copy.submit}
        onVerify={async (code) => {
          const result = await mfa.challengeAndVerify(factorId, code);
          return result.ok ? null : result.error;
        }}
      />
    </StepCard>
  );
}
