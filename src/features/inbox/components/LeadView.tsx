import type { SupabaseClient } from '@supabase/supabase-js';
import { useNavigate } from 'react-router-dom';
import { inboxCopy } from '../../../content/inboxCopy';
import { toast } from '../../../lib/toast';
import { LeadDetail } from './LeadDetail';
import { useLeadDetail } from '../data/useLeadDetail';

export interface LeadViewProps {
  id: string;
  client: () => Promise<SupabaseClient>;
  onSessionExpired: () => void;
  backHref: string;
  onBack: (event: React.MouseEvent) => void;
}

/** One lead (the inbox's detail view): loads it, saves it, marks it unread and goes back to the list. */
export function LeadView({ id, client, onSessionExpired, backHref, onBack }: LeadViewProps) {
  const navigate = useNavigate();
  const lead = useLeadDetail(client, id, onSessionExpired);
  return (
    <LeadDetail
      state={lead.state}
      backHref={backHref}
      onBack={onBack}
      onRetry={lead.retry}
      onSave={lead.save}
      onMarkUnread={() =>
        void lead.setUnread().then((result) => {
          if (result.ok) {
            toast({ title: inboxCopy.detail.markedUnread });
            navigate(backHref);
          } else toast({ title: inboxCopy.errorTitle, description: result.message, variant: 'destructive' });
        })
      }
    />
  );
}
