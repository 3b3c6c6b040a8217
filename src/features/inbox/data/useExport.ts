import type { SupabaseClient } from '@supabase/supabase-js';
import { useState } from 'react';
import { inboxCopy } from '../../../content/inboxCopy';
import { toast } from '../../../lib/toast';
import { InboxFailure } from './errors';
import { exportCsv } from './exportCsv';
import type { LeadFilter } from './queries';

/** The inbox's CSV export of the current filter: a toast with the count, or the failure (an expired session signs out). */
export function useExport(client: () => Promise<SupabaseClient>, filter: LeadFilter, onSessionExpired: () => void) {
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      const count = await exportCsv(await client(), filter);
      toast({ title: inboxCopy.exportDone, description: inboxCopy.exportDoneText(count), variant: 'success' });
    } catch (error) {
      if (error instanceof InboxFailure && error.failure.kind === 'session') onSessionExpired();
      toast({ title: inboxCopy.exportFailed, description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, onExport };
}
