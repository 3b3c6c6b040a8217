import { Check, Copy } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Heading, Icon, Text } from '../../components';
import { studioCopy } from '../../content/studioCopy';
import { useAuth, type TotpEnrollment } from '../../lib/auth';
import { CodeForm } from './CodeForm';
import { Notice } from './Notice';
import { StepCard } from './StepCard';
import { Block, Layout, QrFrame, Secret, SecretRow, Steps } from './EnrollStep.styles';

const copy = studioCopy.enroll;

/** One step of the setup: a heading, an optional line of help, then what it needs. */
function Instruction({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <Block>
      <Heading level={2} size="lg">
        {title}
      </Heading>
      {text && (
        <Text size="sm" tone="muted">
          {text}
        </Text>
      )}
      {children}
    </Block>
  );
}

/** The base32 secret in groups of four, easier to read and type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

type State = { status: 'preparing' } | { status: 'ready'; enrollment: TotpEnrollment } | { status: 'failed'; message: string };

/** First sign-in: QR code and setup key for a new TOTP factor, then a code to confirm it. */
export function EnrollStep({ footer }: { footer?: ReactNode }) {
  const { mfa } = useAuth();
  const [state, setState] = useState<State>({ status: 'preparing' });
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const started = useRef(false);

  const start = useCallback(async () => {
    setState({ status: 'preparing' });
    // An enrollment abandoned earlier leaves an unverified factor that would block a new one.
    const cleaned = await mfa.discardUnverified();
    const result = cleaned.ok ? await mfa.enroll() : cleaned;
    setState(result.ok ? { status: 'ready', enrollment: result.data } : { status: 'failed', message: result.error.message });
  }, [mfa]);

  useEffect(() => {
    // Once per mount (StrictMode runs effects twice in development; enrolling twice would conflict).
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  const copySecret = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <StepCard eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} busy={state.status === 'preparing'} width="wide" footer={footer}>
      {state.status === 'preparing' && <Notice tone="info">{copy.preparing}</Notice>}
      {state.status === 'failed' && (
        <Block>
          <Notice tone="danger">
            {copy.failed} {state.message}
          </Notice>
          <div>
            <Button variant="outline" onClick={() => void start()}>
              {copy.retry}
            </Button>
          </div>
        </Block>
      )}
      {state.status === 'ready' && (
        <Layout>
          <QrFrame>
            <img src={state.enrollment.qrCode} alt={copy.qrAlt} width={184} height={184} />
          </QrFrame>
          <Steps>
            <Instruction title={copy.scanTitle} text={copy.scanText} />
            <Instruction title={copy.secretTitle} text={copy.secretText}>
              <SecretRow>
                <Secret aria-label="Setup key">{grouped(state.enrollment.secret)}</Secret>
                <Button variant="outline" size="sm" onClick={() => void copySecret(state.enrollment.secret)}>
                  <Icon icon={copied === 'yes' ? Check : Copy} size={16} />
                  {copied === 'yes' ? copy.copied : copy.copy}
                </Button>
              </SecretRow>
              <Text size="sm" tone="muted" role="status">
                {copied === 'failed' ? copy.copyFailed : ''}
              </Text>
            </Instruction>
            <Instruction title={copy.confirmTitle}>
              <CodeForm
                submitLabel={copy.submit}
                onVerify={async (code) => {
                  const result = await mfa.challengeAndVerify(state.enrollment.factorId, code);
                  return result.ok ? null : result.error;
                }}
              />
            </Instruction>
          </Steps>
        </Layout>
      )}
    </StepCard>
  );
}
