import styled from 'styled-components';
import { spacing } from '../../../theme';
import { bareList } from '../../shared/ui';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${spacing(2)};
  margin-top: ${spacing(2)};
  ${bareList}
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${spacing(2, 4.5)};
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 2px solid ${({ theme }) => theme.colors.inverse};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.heading};
    font-weight: 600;
    text-decoration: none;
    transition:
      background ${({ theme }) => theme.motion.fast},
      color ${({ theme }) => theme.motion.fast};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.inverse};
    color: ${({ theme }) => theme.colors.onInverse};
  }
`;

export interface MenuJumpProps {
  /** The accessible name of the jump links (read as the navigation's name). */
  label: string;
  /** The menu's categories: each becomes a link to its section. */
  categories: readonly { id: string; title: string }[];
}

/** Chips that jump to each menu category on the page. */
export function MenuJump({ label, categories }: MenuJumpProps) {
  return (
    <nav aria-label={label}>
      <List>
        {categories.map((category) => (
          <li key={category.id}>
            <a href={`#${category.id}`}>{category.title}</a>
          </li>
        ))}
      </List>
    </nav>
  );
}
