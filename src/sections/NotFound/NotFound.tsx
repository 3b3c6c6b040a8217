import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../components';
import type { notFoundCopy } from '../../content';
import { Hero } from '../Hero';
import { figure, spacing } from '../../theme';

/** The big "404": brand outline numerals, decorative (the heading says it in words). */
const Code = styled.p`
  ${figure('code', 0.9, '-0.06em')}
  color: ${({ theme }) => theme.colors.primary};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primaryHover},
    ${({ theme }) => theme.colors.primary} 50%,
    ${({ theme }) => theme.colors.accent}
  );
  -webkit-background-clip: text;
  background-clip: text;
  -webkit-text-fill-color: transparent;
  filter: drop-shadow(0 12px 24px color-mix(in srgb, ${({ theme }) => theme.colors.primary} 25%, transparent));
`;

const Links = styled.nav`
  display: grid;
  justify-items: center;
  gap: ${spacing(3)};
  margin-top: ${spacing(6)};
  padding-top: ${spacing(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${spacing(2, 6)};
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${spacing(1.5)};
    padding: ${spacing(1, 0)};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

/** The studio's designed 404: friendly words and the ways back. */
export interface NotFoundProps {
  /** The big code, the headline, actions and the list of useful links. */
  copy: typeof notFoundCopy;
}

export function NotFound({ copy }: NotFoundProps) {
  const { code, hero, linksTitle, links } = copy;
  return (
    <Hero variant="status" {...hero} visual={<Code aria-hidden="true">{code}</Code>}>
      <Links aria-labelledby="not-found-links">
        <h2 id="not-found-links">{linksTitle}</h2>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>
                {link.label}
                <Icon icon={ArrowRight} size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </Links>
    </Hero>
  );
}
