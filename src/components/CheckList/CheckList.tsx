import { Check } from 'lucide-react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { spacing } from '../../theme';

const List = styled.ul`
  display: grid;
  gap: ${spacing(3)};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${spacing(3)};
  line-height: 1.45;
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 1.375rem;
  height: 1.375rem;
  margin-top: 0.0625rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  box-shadow: inset 0 0 0 1px color-mix(in srgb, ${({ theme }) => theme.colors.success} 25%, transparent);
`;

export interface CheckListProps {
  /** One line per item, each shown after a check mark. */
  items: readonly string[];
  /** Extra class for placing the list in its parent (spacing, grid area). */
  className?: string;
}

/** A list of included features, each with a check mark. */
export function CheckList({ items, className }: CheckListProps) {
  return (
    <List className={className}>
      {items.map((item) => (
        <Item key={item}>
          <Mark>
            <Icon icon={Check} size={14} strokeWidth={3} />
          </Mark>
          <span>{item}</span>
        </Item>
      ))}
    </List>
  );
}
