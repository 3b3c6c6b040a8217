import { AlertTriangle, ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Heading, Icon } from '../../../components';
import { inboxCopy } from '../../../content/inboxCopy';
import { EmptyBlock, ErrorBlock, LoadingBlock } from './Blocks';
import { History } from './History';
import { Article, Back, Box, Columns, Head, Meta, Warning } from './LeadDetail.styles';
import { LeadWorkflow } from './LeadWorkflow';
import type { Lead } from '../data/queries';
import { RelativeTime } from './RelativeTime';
import { StatusPill } from './StatusPill';
import { Submitted } from './Submitted';
import type { LeadState, SaveResult } from '../data/useLeadDetail';

const copy = inboxCopy.detail;

export interface LeadDetailProps {
  state: LeadState;
  backHref: string;
  onBack?: (event: React.MouseEvent) => void;
  onRetry: () => void;
  onSave: (change: { status?: Lead['status']; notes?: string }) => Promise<SaveResult>;
  onMarkUnread: () => void;
}

/** Everything a visitor submitted, the workflow (status, notes, unread) and the history of one lead. */
export function LeadDetail({ state, backHref, onBack, onRetry, onSave, onMarkUnread }: LeadDetailProps) {
  const article = useRef<HTMLElement>(null);
  const ready = state.status === 'ready';
  useEffect(() => {
    // Keyboard and screen-reader users start at the lead that opened.
    if (ready) article.current?.querySelector<HTMLElement>('#lead-title')?.focus();
  }, [ready]);
  return (
    <Article ref={article} aria-labelledby="lead-title" aria-busy={state.status === 'loading'}>
      <Back to={backHref} onClick={onBack}>
        <Icon icon={ArrowLeft} size={16} />
        {copy.back}
      </Back>
      {state.status === 'loading' && <LoadingBlock label={copy.loading} />}
      {state.status === 'error' &&
        (state.error.kind === 'not-found' ? (
          <EmptyBlock title={copy.notFound} text="" />
        ) : state.error.kind === 'session' ? (
          <ErrorBlock title={inboxCopy.sessionExpired} />
        ) : (
          <ErrorBlock title={copy.errorTitle} message={state.error.kind === 'other' ? state.error.message : undefined} onRetry={onRetry} />
        ))}
      {state.status === 'ready' && (
        <>
          <Head>
            <Heading level={2} size="2xl" id="lead-title" tabIndex={-1}>
              {state.lead.name}
            </Heading>
            <Meta>
              <StatusPill status={state.lead.status} />
              <span>
                {copy.received} <RelativeTime iso={state.lead.created_at} now={state.loadedAt} focusable />
              </span>
              <span>
                {copy.updated} <RelativeTime iso={state.lead.updated_at} now={state.loadedAt} focusable />
              </span>
            </Meta>
          </Head>
          {state.mail?.state === 'failing' && (
            <Warning role="note">
              <Icon icon={AlertTriangle} size={18} />
              <span>
                {inboxCopy.mailFailingLong} {state.mail.last_error ? `(${state.mail.last_error})` : ''}
              </span>
            </Warning>
          )}
          <Columns>
            <Submitted lead={state.lead} />
            <Box aria-label={copy.status}>
              <LeadWorkflow key={state.lead.id} lead={state.lead} onSave={onSave} onMarkUnread={onMarkUnread} />
              <History events={state.history} />
            </Box>
          </Columns>
        </>
      )}
    </Article>
  );
}
