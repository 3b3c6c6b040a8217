import type { SupabaseClient } from '@supabase/supabase-js';
import { unwrap } from './errors';
import { EXPORT_BATCH, exportLeads, type Lead, type LeadFilter } from './queries';

/**
 * Every lead of the current filter (all pages) as a downloaded CSV file. The CSV library is
 * loaded on the first export only. Resolves to the number of leads written.
 */
export async function exportCsv(supabase: SupabaseClient, filter: LeadFilter): Promise<number> {
  const leads: Lead[] = [];
  for (let batch = 0; ; batch++) {
    const rows = unwrap(await exportLeads(supabase, filter, batch));
    leads.push(...rows);
    if (rows.length < EXPORT_BATCH) break;
  }
  const { csvFileName, leadsToCsv } = await import('./csv');
  const blob = new Blob([leadsToCsv(leads)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = csvFileName();
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return leads.length;
}
