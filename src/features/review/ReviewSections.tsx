import { useState } from 'react';
import styled from 'styled-components';
import { ANSWER_PROBLEMS, type AnswerProblem, type ReviewBrand, type ReviewSection, type Verdict } from '#contract/reviews.ts';
import { reviewCopy as copy } from '../../content/reviewCopy';
import { SectionCard } from './SectionCard';
import { submitAnswer, type AnswerResult } from './submitAnswer';

export interface ReviewSectionsProps {
  token: string;
  brand: ReviewBrand;
  sections: ReviewSection[];
  /** The review is closed: no forms. */
  closed: boolean;
  storybookUrl: string;
  /** After a post without JavaScript that was refused: which section, why, and what was typed. */
  problem?: { section: string; problem: AnswerProblem; comment: string } | undefined;
  /** After a post without JavaScript that was saved: the section that says so. */
  saved?: string | undefined;
  /** How an answer is sent (stories pass their own). */
  send?: (answer: { token: string; section: string; verdict: Verdict; comment: string }) => Promise<AnswerResult>;
}

const Progress = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.heading};
`;

type Message = { tone: 'error' | 'ok'; text: string };

/**
 * The island of the client's review page: every section with its form. Before hydration (and
 * without JavaScript) each form posts to the page; once hydrated an answer goes through
 * supabase-js and the section updates in place, with the refusal under its own form.
 */
/**
 * Island props are serialized into the page as JSON, so they are plain data only: the copy (with
 * its functions) is imported here.
 */
export function ReviewSections({
  token,
  brand,
  sections: initial,
  closed,
  storybookUrl,
  problem,
  saved,
  send = submitAnswer,
}: ReviewSectionsProps) {
  const [sections, setSections] = useState(initial);
  const [comments, setComments] = useState<Record<string, string>>(() => (problem ? { [problem.section]: problem.comment } : {}));
  const [messages, setMessages] = useState<Record<string, Message>>(() => ({
    ...(saved && { [saved]: { tone: 'ok', text: copy.saved } }),
    ...(problem && { [problem.section]: { tone: 'error', text: ANSWER_PROBLEMS[problem.problem] } }),
  }));
  const [busy, setBusy] = useState<string | undefined>();

  const answer = async (id: string, verdict: Verdict) => {
    const comment = comments[id] ?? '';
    if (verdict === 'changes_requested' && !comment.trim()) {
      setMessages((m) => ({ ...m, [id]: { tone: 'error', text: ANSWER_PROBLEMS.review_comment_required } }));
      return;
    }
    setBusy(id);
    const result = await send({ token, section: id, verdict, comment });
    setBusy(undefined);
    if (!result.ok) {
      setMessages((m) => ({ ...m, [id]: { tone: 'error', text: ANSWER_PROBLEMS[result.problem] } }));
      return;
    }
    setSections((all) => all.map((s) => (s.id === id ? { ...s, ...result.section } : s)));
    setComments((c) => ({ ...c, [id]: '' }));
    setMessages((m) => ({ ...m, [id]: { tone: 'ok', text: copy.saved } }));
  };

  const approved = sections.filter((s) => s.status === 'approved').length;
  return (
    <>
      <Progress role="status">{approved === sections.length ? copy.allApproved : copy.progress(approved, sections.length)}</Progress>
      {problem && !sections.some((s) => s.id === problem.section) && <Progress role="alert">{ANSWER_PROBLEMS[problem.problem]}</Progress>}
      {sections.map((section) => (
        <SectionCard
          key={section.id}
          token={token}
          section={section}
          brand={brand}
          storybookUrl={storybookUrl}
          copy={copy}
          readOnly={closed}
          comment={comments[section.id] ?? ''}
          onComment={(value) => setComments((c) => ({ ...c, [section.id]: value }))}
          busy={busy === section.id}
          message={messages[section.id]}
          onAnswer={(verdict) => void answer(section.id, verdict)}
        />
      ))}
    </>
  );
}
