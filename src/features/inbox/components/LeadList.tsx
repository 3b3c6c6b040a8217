import { Download } from 'lucide-react';
import styled from 'styled-components';
import { Button, Icon, Text } from '../../../components';
import { inboxCopy } from '../../../content/inboxCopy';
import { media } from '../../../theme';
import { EmptyBlock, ErrorBlock, LoadingBlock } from './Blocks';
import { Filters, type FiltersProps } from './Filters';
import { LeadTable } from './LeadTable';
import { Pagination } from './Pagination';
import { PAGE_SIZE, type LeadStatus } from '../data/queries';
import { StatusCounts } from './StatusCounts';
import { spreadRow } from './spreadRow';
import type { ListState } from '../data/useLeadPage';
import type { InboxView } from '../data/urlState';

const copy = inboxCopy;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Toolbar = styled.div`
  ${spreadRow}
`;

const Live = styled(Text)`
  min-height: 1.5em;
`;

/**
 * The table's frame. It clips nothing (the exact time shown on focus may rise above the first row):
 * the rows round their own corners instead, as phone rows and as the last row's cells at desktop width.
 */
const Frame = styled.div`
  --inner-radius: calc(${({ theme }) => theme.radii.md} - 1px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  tbody tr:first-child {
    border-start-start-radius: var(--inner-radius);
    border-start-end-radius: var(--inner-radius);
  }
  tbody tr:last-child {
    border-bottom: 0;
    border-end-start-radius: var(--inner-radius);
    border-end-end-radius: var(--inner-radius);
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  ${media.lg} {
    tbody tr:last-child td:first-child {
      border-end-start-radius: var(--inner-radius);
    }
    tbody tr:last-child td:last-child {
      border-end-end-radius: var(--inner-radius);
    }
  }
`;

export interface LeadListProps {
  view: InboxView;
  state: ListState;
  filters: Omit<FiltersProps, 'status' | 'service'>;
  hrefOf: { lead: (id: string) => string; status: (s: LeadStatus | undefined) => string; page: (p: number) => string };
  onRetry: () => void;
  onExport: () => void;
  exporting: boolean;
}

/** Counts, filters, the page of leads with its total, export, and the empty, loading and error states. */
export function LeadList({ view, state, filters, hrefOf, onRetry, onExport, exporting }: LeadListProps) {
  const page = state.page;
  const filtered = Boolean(view.status || view.service || view.search.trim());
  const busy = state.status === 'loading' || (state.status === 'ready' && state.refreshing);
  const from = view.page * PAGE_SIZE + 1;
  const arrived = page?.arrived.size ?? 0;
  return (
    <Stack>
      {page && <StatusCounts counts={page.counts} current={view.status} hrefOf={hrefOf.status} />}
      <Filters status={view.status} service={view.service} {...filters} />
      <Toolbar>
        <Live size="sm" tone="muted" role="status" aria-live="polite">
          {busy && page
            ? copy.refreshing
            : arrived > 0
              ? copy.newArrived(arrived)
              : page
                ? `${copy.total(page.total)} · ${page.unread} ${copy.unread.toLowerCase()}`
                : ''}
        </Live>
        <Button variant="outline" size="sm" onClick={onExport} disabled={exporting || !page || page.total === 0}>
          <Icon icon={Download} size={16} />
          {exporting ? copy.exporting : copy.export}
        </Button>
      </Toolbar>
      {state.status === 'error' && state.error.kind !== 'session' && (
        <ErrorBlock title={copy.errorTitle} message={state.error.kind === 'other' ? state.error.message : undefined} onRetry={onRetry} />
      )}
      {state.status === 'error' && state.error.kind === 'session' && <ErrorBlock title={copy.sessionExpired} />}
      {state.status === 'loading' && <LoadingBlock label={copy.loading} />}
      {page && state.status !== 'error' && page.total === 0 && (
        <EmptyBlock
          title={filtered ? copy.noMatchTitle : copy.emptyTitle}
          text={filtered ? copy.noMatchText : copy.emptyText}
          action={
            filtered ? (
              <Button variant="outline" size="sm" onClick={filters.onClear}>
                {copy.filters.clear}
              </Button>
            ) : undefined
          }
        />
      )}
      {page && page.rows.length > 0 && (
        <>
          <Frame aria-busy={busy}>
            <LeadTable
              rows={page.rows}
              caption={copy.listCaption(page.total, from, from + page.rows.length - 1)}
              now={page.loadedAt}
              failing={page.failing}
              arrived={page.arrived}
              hrefOf={hrefOf.lead}
            />
          </Frame>
          <Pagination page={view.page} pages={Math.ceil(page.total / PAGE_SIZE)} total={page.total} hrefOf={hrefOf.page} />
        </>
      )}
    </Stack>
  );
}
