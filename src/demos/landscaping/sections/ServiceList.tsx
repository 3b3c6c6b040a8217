import { BrickWall, Check, Droplets, Flower2, Leaf, Scissors, Shovel, Snowflake, TreeDeciduous } from 'lucide-react';
import styled from 'styled-components';
import { Icon, type IconComponent } from '../../../components';
import type { LandscapingService, ServiceId } from '../content';
import { media, spacing } from '../../../theme';
import { bareList } from '../../shared/ui';

export const serviceIcons: Record<ServiceId, IconComponent> = {
  'lawn-care': Scissors,
  'garden-design': Flower2,
  'tree-shrub-care': TreeDeciduous,
  irrigation: Droplets,
  hardscaping: BrickWall,
  'seasonal-cleanup': Leaf,
  'planting-mulching': Shovel,
  'snow-removal': Snowflake,
};

const List = styled.ul`
  display: grid;
  gap: ${spacing(5)};
  ${bareList}
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: grid;
  align-content: start;
  gap: ${spacing(3)};
  padding: ${spacing(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    transform ${({ theme }) => theme.motion.base},
    box-shadow ${({ theme }) => theme.motion.base};
  &:hover {
    transform: translateY(-3px);
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Name = styled.h3`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: 700;
  line-height: 1.15;
  color: ${({ theme }) => theme.colors.heading};
`;

const Tile = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Includes = styled.ul`
  display: grid;
  gap: ${spacing(1.5)};
  margin-top: ${spacing(1)};
  padding: ${spacing(3)} 0 0;
  list-style: none;
  border-top: 1px dashed ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    gap: ${spacing(2)};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: ${spacing(0.5)};
    color: ${({ theme }) => theme.colors.success};
  }
`;

export interface ServiceListProps {
  /** The services, each with its icon, name, text and what it includes. */
  services: readonly LandscapingService[];
  /** Compact cards (home page preview) leave out what each service includes. */
  compact?: boolean;
  /** Heading level of each service name. */
  headingLevel?: 2 | 3;
}

/** Landscaping services as cards: icon, name, summary and, unless compact, what is included. */
export function ServiceList({ services, compact = false, headingLevel = 3 }: ServiceListProps) {
  return (
    <List>
      {services.map((service) => (
        <Item key={service.id}>
          <Tile>
            <Icon icon={serviceIcons[service.id]} size={24} />
          </Tile>
          <Name as={headingLevel === 2 ? 'h2' : 'h3'}>{service.name}</Name>
          <p>{service.summary}</p>
          {!compact && (
            <Includes aria-label={`${service.name} includes`}>
              {service.includes.map((line) => (
                <li key={line}>
                  <Icon icon={Check} size={16} strokeWidth={3} />
                  {line}
                </li>
              ))}
            </Includes>
          )}
        </Item>
      ))}
    </List>
  );
}
