import { Check, MessageSquareWarning } from 'lucide-react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { REVIEW_COMMENT_MAX, REVIEW_ROUTE, sectionAnchor, type ReviewBrand, type ReviewSection, type Verdict } from '#contract/reviews.ts';
import { Badge, Button, Field, Heading, Icon, Text, Textarea } from '../../components';
import type { ReviewCopy } from '../../content/reviewCopy';
import { SectionFrames } from './SectionFrames';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  scroll-margin-top: ${({ theme }) => theme.space[6]};
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Said = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const TONE = { pending: 'neutral', approved: 'accent', changes_requested: 'highlight' } as const;

export interface SectionCardProps {
  token: string;
  section: ReviewSection;
  brand: ReviewBrand;
  storybookUrl: string;
  copy: ReviewCopy;
  /** The review takes no answers (closed): the frames and answers only. */
  readOnly: boolean;
  comment: string;
  onComment: (value: string) => void;
  busy: boolean;
  /** The message under the form: a refusal, or "Saved". */
  message?: { tone: 'error' | 'ok'; text: string } | undefined;
  onAnswer?: (verdict: Verdict) => void;
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** One section: its frames, the client's last answer and the form that posts a new one (JavaScript enhances it). */
export function SectionCard(props: SectionCardProps) {
  const { token, section, brand, storybookUrl, copy, readOnly, comment, onComment, busy, message, onAnswer } = props;
  const headingId = `${sectionAnchor(section.id)}-title`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onAnswer) return; // no JavaScript yet: the browser posts the form
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    onAnswer(submitter?.value === 'approved' ? 'approved' : 'changes_requested');
  };
  return (
    <Card id={sectionAnchor(section.id)} aria-labelledby={headingId}>
      <Head>
        <Heading level={2} size="xl" id={headingId}>
          {section.title}
        </Heading>
        <Badge tone={TONE[section.status]}>{copy.status[section.status]}</Badge>
      </Head>
      <SectionFrames storybookUrl={storybookUrl} storyId={section.story_id} brand={brand} title={section.title} copy={copy} />
      {section.answered_at && section.status === 'approved' && (
        <Text size="sm" tone="muted">
          {copy.answeredApproved(day(section.answered_at))}
        </Text>
      )}
      {section.answered_at && section.status === 'changes_requested' && (
        <div>
          <Text size="sm" tone="muted">
            {copy.answeredChanges(day(section.answered_at))}
          </Text>
          <Said>{section.comment}</Said>
        </div>
      )}
      {!readOnly && (
        <Form method="post" action={`${REVIEW_ROUTE}/${token}`} onSubmit={submit} aria-labelledby={headingId}>
          <input type="hidden" name="section" value={section.id} />
          <Field label={copy.commentLabel} hint={copy.commentHint} error={message?.tone === 'error' ? message.text : undefined}>
            {(control) => (
              <Textarea
                {...control}
                name="comment"
                maxLength={REVIEW_COMMENT_MAX}
                value={comment}
                onChange={(e) => onComment(e.target.value)}
              />
            )}
          </Field>
          <Actions>
            <Button type="submit" name="verdict" value="approved" disabled={busy}>
              <Icon icon={Check} size={16} />
              {copy.approve}
            </Button>
            <Button type="submit" name="verdict" value="changes_requested" variant="outline" disabled={busy}>
              <Icon icon={MessageSquareWarning} size={16} />
              {copy.requestChanges}
            </Button>
          </Actions>
          <Text size="sm" tone="muted" role="status" aria-live="polite">
            {busy ? copy.sending : message?.tone === 'ok' ? message.text : ''}
          </Text>
        </Form>
      )}
    </Card>
  );
}
