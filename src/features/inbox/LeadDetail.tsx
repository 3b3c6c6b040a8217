import { AlertTriangle, ArrowLeft, Mail, Phone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Heading, Icon } from '../../components';
import { inboxCopy } from '../../content/inboxCopy';
import { media } from '../../theme';
import { EmptyBlock, ErrorBlock, LoadingBlock } from './Blocks';
import { exactTime } from './format';
import { History } from './History';
import { LeadWorkflow } from './LeadWorkflow';
import type { Lead } from './queries';
import { RelativeTime } from './RelativeTime';
import { StatusPill } from './StatusPill';
import type { LeadState, SaveResult } from './useLead';

const copy = inboxCopy.detail;

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  h3:focus { outline: none; }
  h3:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 4px; border-radius: ${({ theme }) => theme.radii.sm}; }
`;

const Back = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[2]}`};
  margin-left: calc(-1 * ${({ theme }) => theme.space[2]});
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const Head = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.lg} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; }
`;

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  ${media.md} { padding: ${({ theme }) => theme.space[5]}; }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  ${media.sm} { grid-template-columns: max-content minmax(0, 1fr); column-gap: ${({ theme }) => theme.space[5]}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.heading}; overflow-wrap: anywhere; }
  a {
    display: inline-flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[1.5]};
    svg { flex: none; margin-top: ${({ theme }) => theme.space[1]}; }
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; border-radius: ${({ theme }) => theme.radii.sm}; }
  }
`;

const Message = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Warning = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Submitted({ lead }: { lead: Lead }) {
  return (
    <Box aria-labelledby="lead-contact">
      <Heading level={4} size="lg" id="lead-contact">
        {copy.contact}
      </Heading>
      <Facts>
        <dt>{copy.email}</dt>
        <dd>
          <a href={`mailto:${encodeURIComponent(lead.email).replace(/%40/g, '@')}`}>
            <Icon icon={Mail} size={16} />
            {lead.email}
          </a>
        </dd>
        <dt>{copy.phone}</dt>
        <dd>
          {lead.phone ? (
            <a href={telHref(lead.phone)}>
              <Icon icon={Phone} size={16} />
              {lead.phone}
            </a>
          ) : (
            copy.none
          )}
        </dd>
        <dt>{copy.business}</dt>
        <dd>{lead.business_name ?? copy.none}</dd>
        <dt>{copy.service}</dt>
        <dd>{inboxCopy.serviceLabels[lead.service]}</dd>
        <dt>{copy.ecommerce}</dt>
        <dd>{lead.store_integration ? inboxCopy.yes : inboxCopy.no}</dd>
        <dt>{copy.received}</dt>
        <dd>{exactTime(lead.created_at)}</dd>
      </Facts>
      <Heading level={4} size="md">
        {copy.message}
      </Heading>
      <Message>{lead.message}</Message>
    </Box>
  );
}

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
            <Heading level={3} size="2xl" id="lead-title" tabIndex={-1}>
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
