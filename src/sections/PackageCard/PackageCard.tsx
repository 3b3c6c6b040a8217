import styled, { css, type DefaultTheme } from 'styled-components';
import { Badge, ButtonLink, Card, CheckList, Heading, Icon, IconTile, Text } from '../../components';
import type { PackagePlan } from '../../content';
import { figure, spacing } from '../../theme';

/** Below the sm breakpoint. */
const phone = ({ theme }: { theme: DefaultTheme }) => `@media (max-width: ${theme.breakpoints.sm - 0.02}px)`;

const Root = styled(Card)<{ $popular: boolean }>`
  height: 100%;
  gap: ${spacing(6)};
  padding: clamp(${spacing(7)}, 4vw, 2.25rem);
  /* Phones below 480 px: less padding, so the card and its full-width button fit from 320 px. */
  ${phone} {
    padding: ${spacing(5)};
  }
  ${({ $popular, theme }) =>
    $popular &&
    css`
      background: linear-gradient(
        180deg,
        color-mix(in srgb, ${theme.colors.primarySoft} 75%, ${theme.colors.surface}),
        ${theme.colors.surface} 40%
      );
    `}
`;

const Book = styled(ButtonLink)`
  ${phone} {
    && {
      padding-inline: ${spacing(4)};
    }
  }
`;

const Ribbon = styled(Badge)`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  white-space: nowrap;
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Top = styled.div`
  display: grid;
  gap: ${spacing(4)};
`;

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${spacing(1, 2)};
  padding-bottom: ${spacing(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Amount = styled.span`
  ${figure('price', 1, '-0.03em')}
  color: ${({ theme }) => theme.colors.heading};
`;

const Period = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(2)};
  padding: 0;
  list-style: none;
`;

/** Plan highlights: quieter than the uppercase ribbon, so they read as facts. */
const Tag = styled(Badge)`
  padding: 0.3125rem ${spacing(2.5)};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: 0.8125rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0;
  text-transform: none;
  color: ${({ theme }) => theme.colors.text};
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Features = styled(CheckList)`
  flex: 1;
  align-content: start;
`;

/** The card's fixed words: the popular flag and the booking button. */
export interface PackageCardCopy {
  readonly popularLabel: string;
  readonly buttonLabel: string;
}

export interface PackageCardProps {
  /** The package: name, price, what is included, and whether it is the popular one. */
  plan: PackagePlan;
  /** The card's fixed words: the popular badge, price labels, the action. */
  copy: PackageCardCopy;
  /** Where the button books this plan (the form with the plan preselected). */
  href: string;
}

/** One package plan: what it costs, what it includes and a link to book it with the plan preselected. */
export function PackageCard({ plan, copy, href }: PackageCardProps) {
  const titleId = `plan-${plan.planId}-title`;
  return (
    <Root as="article" aria-labelledby={titleId} highlight={plan.popular} $popular={plan.popular} interactive>
      {plan.popular && <Ribbon>{copy.popularLabel}</Ribbon>}
      <Top>
        <IconTile icon={plan.icon} tone={plan.popular ? 'solid' : 'brand'} size="lg" />
        <Heading level={3} size="2xl" id={titleId}>
          {plan.title}
        </Heading>
        <Text tone="muted">{plan.description}</Text>
      </Top>
      <Price>
        <Amount>{plan.price}</Amount>
        <Period>{plan.period}</Period>
      </Price>
      <Tags>
        {plan.tags.map((tag) => (
          <li key={tag.text}>
            <Tag tone="neutral">
              <Icon icon={tag.icon} size={14} />
              {tag.text}
            </Tag>
          </li>
        ))}
      </Tags>
      <Features items={plan.features} />
      {/* The visible name stays 'Schedule a Consultation'; the plan title describes which one. */}
      <Book to={href} variant={plan.popular ? 'primary' : 'outline'} size="lg" fullWidth aria-describedby={titleId}>
        {copy.buttonLabel}
      </Book>
    </Root>
  );
}
