import { Mail, Phone } from 'lucide-react';
import styled from 'styled-components';
import { Heading, Icon } from '../../../components';
import { inboxCopy } from '../../../content/inboxCopy';
import { focusRing, media } from '../../../theme';
import { exactTime } from './format';
import { Box } from './LeadDetail.styles';
import type { Lead } from '../data/queries';

const copy = inboxCopy.detail;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  ${media.sm} {
    grid-template-columns: max-content minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[5]};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.heading};
    overflow-wrap: anywhere;
  }
  a {
    display: inline-flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[1.5]};
    svg {
      flex: none;
      margin-top: ${({ theme }) => theme.space[1]};
    }
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    &:focus-visible {
      ${focusRing}
    }
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

/** A line may break only before the "@" (never inside a word) when the address is wider than the column. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <span>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** What the visitor submitted: contact details, service and message. */
export function Submitted({ lead }: { lead: Lead }) {
  return (
    <Box aria-labelledby="lead-contact">
      <Heading level={3} size="lg" id="lead-contact">
        {copy.contact}
      </Heading>
      <Facts>
        <dt>{copy.email}</dt>
        <dd>
          <a href={`mailto:${encodeURIComponent(lead.email).replace(/%40/g, '@')}`}>
            <Icon icon={Mail} size={16} />
            <BreakableEmail email={lead.email} />
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
      <Heading level={3} size="md">
        {copy.message}
      </Heading>
      <Message>{lead.message}</Message>
    </Box>
  );
}
