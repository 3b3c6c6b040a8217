import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, Heading, Text } from '../../components';
import type { ReviewsCopy } from '../../content/reviewsCopy';
import { DeleteReviewDialog } from './DeleteReviewDialog';
import { dayOf, momentOf, stateOf } from './format';
import { LinkBox } from './LinkBox';
import type { ReviewLink, StaffSection } from './queries';
import type { ReviewWithSections } from './useReviews';

const Detail = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
  blockquote {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[3]};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const TONE = { pending: 'neutral', approved: 'accent', changes_requested: 'highlight' } as const;

export interface ReviewDetailActions {
  reopen: (section: string) => Promise<boolean>;
  close: () => Promise<boolean>;
  revoke: () => Promise<boolean>;
  newLink: (sendEmail: boolean) => Promise<string | undefined>;
  /** Deletes the review; resolves to the refusal's message, or undefined once deleted (the view leaves it). */
  remove: () => Promise<string | undefined>;
}

export interface ReviewDetailProps {
  review: ReviewWithSections;
  links: ReviewLink[];
  copy: ReviewsCopy;
  backHref: string;
  actions: ReviewDetailActions;
  /** A link made just now (after creating the review). */
  fresh?: { token: string; emailed: boolean } | undefined;
  origin: string;
}

export function ReviewDetail({ review, links, copy, backHref, actions, fresh, origin }: ReviewDetailProps) {
  const d = copy.detail;
  const [notice, setNotice] = useState('');
  const [link, setLink] = useState(fresh);
  const state = stateOf(review);
  const [confirming, setConfirming] = useState(false);
  /** Never answered: staff may delete it (the database also refuses once its link was e-mailed). */
  const deletable = review.sections.every((s) => s.answered_at === null);
  const linkOf = (s: StaffSection) => links.find((l) => l.id === s.answered_link);
  const act = async (run: () => Promise<boolean>, ok: string) => setNotice((await run()) ? ok : d.failed);
  const issue = async (email: boolean) => {
    const token = await actions.newLink(email);
    if (token) setLink({ token, emailed: email });
    else setNotice(d.failed);
  };
  return (
    <Detail aria-labelledby="review-title">
      <Text size="sm">
        <Link to={backHref}>← {d.back}</Link>
      </Text>
      <Heading level={2} size="2xl" id="review-title" tabIndex={-1}>
        {review.client_name}
      </Heading>
      <Text tone="muted">
        {review.client_email} · {copy.brands[review.brand]} ·{' '}
        {review.closed_at ? d.closedOn(dayOf(review.closed_at)) : d.expires(dayOf(review.expires_at))}
      </Text>
      {link && <LinkBox token={link.token} emailed={link.emailed} copy={d} origin={origin} />}
      <Text role="status" aria-live="polite">
        {notice}
      </Text>
      {(state === 'open' || deletable) && (
        <Actions>
          {state === 'open' && (
            <>
              <Button variant="outline" size="sm" onClick={() => void issue(false)}>
                {d.newLink}
              </Button>
              <Button variant="outline" size="sm" onClick={() => void issue(true)}>
                {d.newLinkEmail}
              </Button>
              <Button variant="outline" size="sm" onClick={() => void act(actions.revoke, d.revoked)}>
                {d.revoke}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => void act(actions.close, d.closed)}>
                {d.close}
              </Button>
            </>
          )}
          {deletable && (
            <Button id="review-delete" variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
              {d.remove}
            </Button>
          )}
        </Actions>
      )}
      <DeleteReviewDialog
        open={confirming}
        onOpenChange={setConfirming}
        client={review.client_name}
        copy={d}
        onConfirm={actions.remove}
        returnFocusTo={() => document.getElementById('review-delete') ?? document.getElementById('review-title')}
      />
      <List>
        {review.sections.map((s) => (
          <Item key={s.id}>
            <header>
              <strong>{s.title}</strong>
              <Badge tone={TONE[s.status]}>{copy.sectionStatus[s.status]}</Badge>
            </header>
            {s.comment && <blockquote>{s.comment}</blockquote>}
            {s.answered_at && (
              <Text size="sm" tone="muted">
                {d.answered(momentOf(s.answered_at))} {linkOf(s) ? d.fromLink(momentOf(linkOf(s)?.created_at ?? s.answered_at)) : ''}
              </Text>
            )}
            {s.status !== 'pending' && state === 'open' && (
              <div>
                <Button size="sm" variant="outline" onClick={() => void act(() => actions.reopen(s.id), d.reopened)}>
                  {d.reopen}
                </Button>
              </div>
            )}
          </Item>
        ))}
      </List>
      <Heading level={3} size="md">
        {d.links}
      </Heading>
      <ul>
        {links.map((l) => (
          <li key={l.id}>
            <Text size="sm">{d.linkState(momentOf(l.created_at), l.revoked_at ? momentOf(l.revoked_at) : null)}</Text>
          </li>
        ))}
      </ul>
    </Detail>
  );
}
