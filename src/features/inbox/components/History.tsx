import styled from 'styled-components';
import { Heading, Text } from '../../../components';
import { inboxCopy } from '../../../content/inboxCopy';
import { exactTime } from './format';
import type { LeadEvent, LeadStatus } from '../data/queries';

const copy = inboxCopy.detail;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  padding-left: ${({ theme }) => theme.space[4]};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.heading};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Quote = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
`;

const label = (value: string | null) => (value ? (inboxCopy.statusLabels[value as LeadStatus] ?? value) : copy.none);

/** Every status change and notes version, oldest first, with who and when (written by the database). */
export function History({ events }: { events: readonly LeadEvent[] }) {
  return (
    <section aria-labelledby="lead-history">
      <Heading level={3} size="md" id="lead-history">
        {copy.history}
      </Heading>
      {events.length === 0 ? (
        <Text size="sm" tone="muted">
          {copy.historyEmpty}
        </Text>
      ) : (
        <List>
          {events.map((e) => (
            <Item key={e.id}>
              <strong>{e.kind === 'status' ? copy.historyStatus(label(e.from_value), label(e.to_value)) : copy.historyNotes}</strong>
              {e.kind === 'notes' && e.to_value && <Quote>{e.to_value}</Quote>}
              <small>
                <time dateTime={e.at}>{exactTime(e.at)}</time> · {copy.by(e.actor_email ?? copy.system)}
              </small>
            </Item>
          ))}
        </List>
      )}
    </section>
  );
}
