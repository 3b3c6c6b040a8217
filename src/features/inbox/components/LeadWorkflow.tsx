import { useState } from 'react';
import styled from 'styled-components';
import { Button, Heading, Text, Textarea } from '../../../components';
import { inboxCopy } from '../../../content/inboxCopy';
import { toast } from '../../../lib/toast';
import { NEXT_STATUSES, type Lead, type LeadStatus } from '../data/queries';
import { statusLabel } from './StatusPill';
import type { SaveResult } from '../data/useLeadDetail';

const copy = inboxCopy.detail;

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2.5]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Notes = styled(Textarea)`
  min-height: 120px;
`;

export interface LeadWorkflowProps {
  lead: Lead;
  onSave: (change: { status?: LeadStatus; notes?: string }) => Promise<SaveResult>;
  onMarkUnread: () => void;
}

/** The status moves the database allows from here, the notes with a save button, and "mark as unread". */
export function LeadWorkflow({ lead, onSave, onMarkUnread }: LeadWorkflowProps) {
  const [notes, setNotes] = useState(lead.notes);
  const [busy, setBusy] = useState<'status' | 'notes' | null>(null);
  const moves = NEXT_STATUSES[lead.status];

  const changeStatus = async (to: LeadStatus) => {
    setBusy('status');
    const result = await onSave({ status: to });
    setBusy(null);
    if (result.ok) toast({ title: copy.statusSaved, description: copy.statusSavedText(statusLabel(to)), variant: 'success' });
    else toast({ title: copy.statusFailed, description: result.message, variant: 'destructive' });
  };

  const saveNotes = async () => {
    setBusy('notes');
    const result = await onSave({ notes });
    setBusy(null);
    if (result.ok) toast({ title: copy.notesSaved, description: copy.notesSavedText, variant: 'success' });
    else toast({ title: copy.notesFailed, description: result.message, variant: 'destructive' });
  };

  return (
    <>
      <Group role="group" aria-labelledby="lead-status">
        <Heading level={3} size="md" id="lead-status">
          {copy.status}: {statusLabel(lead.status)}
        </Heading>
        {moves.length > 0 ? (
          <Row>
            <Text size="sm" tone="muted">
              {copy.moveTo}
            </Text>
            {moves.map((to) => (
              <Button
                key={to}
                size="sm"
                variant={to === 'spam' ? 'ghost' : 'secondary'}
                disabled={busy !== null}
                onClick={() => void changeStatus(to)}
              >
                {statusLabel(to)}
              </Button>
            ))}
          </Row>
        ) : (
          <Text size="sm" tone="muted">
            {copy.noMoves}
          </Text>
        )}
      </Group>
      <Group>
        <Heading level={3} size="md">
          <label htmlFor="lead-notes">{copy.notes}</label>
        </Heading>
        <Notes
          id="lead-notes"
          name="notes"
          value={notes}
          maxLength={10_000}
          aria-describedby="lead-notes-hint"
          onChange={(e) => setNotes(e.target.value)}
        />
        <Text size="sm" tone="muted" id="lead-notes-hint">
          {copy.notesHint}
        </Text>
        <Row>
          <Button size="sm" disabled={busy !== null || notes === lead.notes} onClick={() => void saveNotes()}>
            {busy === 'notes' ? copy.saving : copy.saveNotes}
          </Button>
          <Button size="sm" variant="ghost" onClick={onMarkUnread}>
            {copy.markUnread}
          </Button>
        </Row>
      </Group>
    </>
  );
}
