import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { EmailText, Icon, type IconComponent } from '../../../components';
import type { ContactDetail, ContactKind, HoursRow } from '../content/types';
import { focusRingColor, spacing } from '../../../theme';
import { HoursList } from '../HoursList';
import { bareList } from '../ui';

const Card = styled.section<{ $tone: 'alt' | 'inverse' | 'surface' }>`
  display: grid;
  gap: ${spacing(5)};
  align-content: start;
  padding: ${({ theme }) => theme.fluidSpace.card};
  border-radius: ${({ theme }) => theme.radii.xl};
  ${({ $tone, theme }) =>
    ({
      alt: css`
        background: ${theme.colors.surfaceAlt};
      `,
      surface: css`
        background: ${theme.colors.surface};
        border: 1px solid ${theme.colors.border};
        border-top: 6px solid ${theme.colors.primary};
        box-shadow: ${theme.shadows.lg};
      `,
      inverse: css`
        background: ${theme.colors.inverse};
        color: ${theme.colors.onInverseMuted};
        --heading-color: ${theme.colors.onInverse};
        --focus-ring: ${focusRingColor(theme, 'inverse')};
      `,
    })[$tone]}
  h2 {
    display: flex;
    align-items: center;
    gap: ${spacing(2)};
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.typeStyles.heading.weight};
    color: var(--heading-color, ${({ theme }) => theme.colors.heading});
  }
  h2 svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface ContactCardProps {
  /** id of the card's heading. */
  id: string;
  /** The card's heading. */
  title: string;
  /** An icon before the title. */
  icon?: IconComponent;
  /** Light card on the page, or the brand's dark card. */
  tone?: 'alt' | 'inverse' | 'surface';
  children: ReactNode;
}

/** A titled card on a contact page: the form, the address and hours, how to reach the business. */
export function ContactCard({ id, title, icon, tone = 'alt', children }: ContactCardProps) {
  return (
    <Card $tone={tone} aria-labelledby={id}>
      <h2 id={id}>
        {icon && <Icon icon={icon} size={22} />}
        {title}
      </h2>
      {children}
    </Card>
  );
}

const icons: Record<ContactKind, IconComponent> = { address: MapPin, hours: Clock, phone: Phone, email: Mail };

const List = styled.ul<{ $onDark: boolean }>`
  display: grid;
  gap: ${spacing(4)};
  ${bareList}
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${spacing(3)};
    align-items: start;
    overflow-wrap: anywhere;
  }
  strong {
    display: block;
    color: ${({ $onDark, theme }) => ($onDark ? theme.colors.onInverse : theme.colors.heading)};
  }
  li > svg {
    margin-top: ${spacing(0.5)};
    color: ${({ $onDark, theme }) => ($onDark ? theme.colors.highlight : theme.colors.primary)};
  }
`;

export interface ContactListProps {
  /** Address, phone, e-mail…: an icon, a label and a value (a link where it can be one). */
  details: readonly ContactDetail[];
  /** The rows of an "hours" detail. */
  hours?: readonly HoursRow[];
  /** Show each detail's label above it (otherwise the icon stands for it). */
  labelled?: boolean;
  /** Drawn on a dark card: light text and icons. */
  onDark?: boolean;
}

/** Address, hours, phone and e-mail, each behind its icon. */
export function ContactList({ details, hours = [], labelled = false, onDark = false }: ContactListProps) {
  return (
    <List $onDark={onDark}>
      {details.map((detail) => (
        <li key={detail.kind}>
          <Icon icon={icons[detail.kind]} size={labelled ? 22 : 18} />
          <div>
            {labelled && <strong>{detail.label}</strong>}
            {detail.kind === 'hours' ? (
              <HoursList rows={hours} tone={onDark ? 'dark' : 'light'} />
            ) : detail.kind === 'email' && detail.text ? (
              <EmailText address={detail.text} />
            ) : (
              detail.text
            )}
          </div>
        </li>
      ))}
    </List>
  );
}
