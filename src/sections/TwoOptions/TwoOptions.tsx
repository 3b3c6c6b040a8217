import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import { Badge, ButtonLink, Card, CheckList, HeadedSection, Heading, Icon, IconTile, Text } from '../../components';
import type { homeCopy, OptionSummary } from '../../content';
import { fluidSpacing, media, spacing } from '../../theme';

const Grid = styled.ul`
  display: grid;
  gap: ${spacing(6)};
  max-width: 60rem;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    gap: ${spacing(8)};
  }
`;

const OptionCard = styled(Card)<{ $popular: boolean }>`
  height: 100%;
  gap: ${spacing(5)};
  padding: ${({ theme }) => theme.fluidSpace.panel};
  ${({ $popular, theme }) =>
    $popular &&
    `background: linear-gradient(180deg, color-mix(in srgb, ${theme.colors.primarySoft} 70%, ${theme.colors.surface}),
      ${theme.colors.surface} 45%);`}
`;

const Ribbon = styled(Badge)`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${spacing(4)};
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Divider = styled.hr`
  width: 100%;
  margin: ${spacing(1, 0)};
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const More = styled.p`
  margin-top: ${fluidSpacing(8, 5, 10)};
  text-align: center;
`;

export interface TwoOptionsProps {
  /** Section header, the popular label and the link to the full comparison. */
  copy: (typeof homeCopy)['twoOptions'];
  /** The two options: name, price, summary and link. */
  options: readonly OptionSummary[];
}

/** Home: 'Two Perfect Options', one-time or monthly; the popular one is marked. */
export function TwoOptions({ copy, options }: TwoOptionsProps) {
  const { section, popularLabel, compareLink } = copy;
  return (
    <HeadedSection id="two-options-title" header={section}>
      <Grid>
        {options.map((option) => (
          <li key={option.title}>
            <OptionCard highlight={option.popular} $popular={option.popular} interactive>
              {option.popular && <Ribbon>{popularLabel}</Ribbon>}
              <Top>
                <IconTile icon={option.icon} tone={option.popular ? 'solid' : 'brand'} size="lg" />
                <div>
                  <Heading level={3} size="2xl">
                    {option.title}
                  </Heading>
                  <Price>{option.priceLabel}</Price>
                </div>
              </Top>
              <Text tone="muted">{option.description}</Text>
              <Divider />
              <CheckList items={option.features} />
            </OptionCard>
          </li>
        ))}
      </Grid>
      <More>
        <ButtonLink to={compareLink.to} variant="ghost">
          {compareLink.label}
          <Icon icon={ArrowRight} size={18} />
        </ButtonLink>
      </More>
    </HeadedSection>
  );
}
