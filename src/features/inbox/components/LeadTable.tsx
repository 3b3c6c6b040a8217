import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Icon, VisuallyHidden } from '../../../components';
import { inboxCopy } from '../../../content/inboxCopy';
import { Cell, CellText, colWidths, Failing, Label, Name, Row, Side, Table, TimeCell } from './LeadTable.styles';
import type { LeadSummary } from '../data/queries';
import { RelativeTime } from './RelativeTime';
import { StatusPill } from './StatusPill';

const copy = inboxCopy;

export interface LeadTableProps {
  rows: readonly LeadSummary[];
  caption: string;
  now: number;
  failing: ReadonlySet<string>;
  arrived: ReadonlySet<string>;
  /** The link to a lead (keeps the list's filter in the URL). */
  hrefOf: (id: string) => string;
}

/** The list: a table at desktop width, a stack of compact rows on a phone. Unread rows are bold with a dot. */
export function LeadTable({ rows, caption, now, failing, arrived, hrefOf }: LeadTableProps) {
  return (
    <Table>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <colgroup>
        <col />
        <col />
        <col />
        <col style={{ width: colWidths.service }} />
        <col style={{ width: colWidths.ecommerce }} />
        <col style={{ width: colWidths.received }} />
        <col style={{ width: colWidths.status }} />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{copy.columns.name}</th>
          <th scope="col">{copy.columns.email}</th>
          <th scope="col">{copy.columns.business}</th>
          <th scope="col">{copy.columns.service}</th>
          <th scope="col">{copy.columns.ecommerce}</th>
          <th scope="col">{copy.columns.received}</th>
          <th scope="col">{copy.columns.status}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((lead) => (
          <Row key={lead.id} $unread={!lead.read_at} $arrived={arrived.has(lead.id)} data-lead={lead.id}>
            <Name>
              <Link to={hrefOf(lead.id)} state={{ fromList: true }} data-lead-link={lead.id} title={lead.name}>
                {lead.name}
                {!lead.read_at && <VisuallyHidden> ({copy.unread})</VisuallyHidden>}
              </Link>
              {failing.has(lead.id) && (
                <Failing title={copy.mailFailingLong}>
                  <Icon icon={AlertTriangle} size={14} />
                  {copy.mailFailing}
                </Failing>
              )}
            </Name>
            <Cell>
              <CellText title={lead.email} data-cut>
                {lead.email}
              </CellText>
            </Cell>
            <Cell>
              {lead.business_name && (
                <CellText title={lead.business_name} data-cut>
                  {lead.business_name}
                </CellText>
              )}
            </Cell>
            <Cell $wide>{copy.serviceLabels[lead.service]}</Cell>
            <Cell $wide>
              <Label>{copy.columns.ecommerce}: </Label>
              {lead.store_integration ? copy.yes : copy.no}
            </Cell>
            <TimeCell>
              <RelativeTime iso={lead.created_at} now={now} focusable />
            </TimeCell>
            <Side>
              <StatusPill status={lead.status} />
            </Side>
          </Row>
        ))}
      </tbody>
    </Table>
  );
}
