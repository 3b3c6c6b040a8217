import type { KeyboardEvent } from 'react';
import { ChevronDown, Mail } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import { Container, Icon, IconTile, Section, SectionHeader, Text, type SectionTone } from '../../components';
import type { FaqItem, servicesCopy } from '../../content';
import { media } from '../../theme';

const Layout = styled.div`
  display: grid;
  gap: 2.5rem;
  ${media.lg} {
    grid-template-columns: minmax(0, 0.8fr) minmax(0, 1.2fr);
    gap: 4rem;
    align-items: start;
  }
`;

const Aside = styled.div`
  ${media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.navHeight} + 2rem);
  }
`;

const Contact = styled.div`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  strong { display: block; color: ${({ theme }) => theme.colors.heading}; }
  a {
    display: inline-block;
    margin-top: 0.5rem;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 3px;
    word-break: break-word;
  }
`;

const List = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const reveal = keyframes`
  from { transform: translateY(-6px); }
  to { transform: none; }
`;

/** Native disclosure: works before hydration and without JavaScript; [open] drives the styling. */
const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  transition: border-color ${({ theme }) => theme.motion.base}, box-shadow ${({ theme }) => theme.motion.base};
  &[open] {
    border-color: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 35%, ${({ theme }) => theme.colors.border});
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &[open] > div { animation: ${reveal} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing}; }
`;

const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.25rem 1.5rem;
  border-radius: inherit;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.heading};
  cursor: pointer;
  &::-webkit-details-marker { display: none; }
  &:hover { color: ${({ theme }) => theme.colors.primary}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const Chevron = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing}, background ${({ theme }) => theme.motion.base};
  [open] > summary > & {
    transform: rotate(180deg);
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Answer = styled.div`
  padding: 0 1.5rem 1.5rem;
`;

/**
 * Browsers toggle a focused summary on Enter by themselves (before hydration too). Once hydrated
 * we toggle in this handler and cancel the native activation, so it happens exactly once and also
 * for synthetic key events (the stories' keyboard test).
 */
function toggleOnEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' || event.repeat) return;
  const details = event.currentTarget.parentElement;
  if (!(details instanceof HTMLDetailsElement)) return;
  event.preventDefault();
  details.open = !details.open;
}

export interface FaqProps {
  copy: (typeof servicesCopy)['faq'];
  /** Where the "still have questions" line sends e-mail. */
  email: string;
  items: readonly FaqItem[];
  /** Indexes of the questions open at first (stories, deep links). */
  defaultOpen?: number[];
  tone?: SectionTone;
}

/** Services: frequently asked questions as native disclosures (<details>/<summary>). */
export function Faq({ copy, email, items, defaultOpen = [], tone = 'alt' }: FaqProps) {
  return (
    <Section tone={tone} aria-labelledby="faq-title">
      <Container>
        <Layout>
          <Aside>
            <SectionHeader id="faq-title" align="left" {...copy.section} />
            <Contact>
              <IconTile icon={Mail} tone="accent" />
              <div>
                <strong>{copy.contactTitle}</strong>
                <Text tone="muted">{copy.contactText}</Text>
                <a href={`mailto:${email}`}>{email}</a>
              </div>
            </Contact>
          </Aside>
          <List>
            {items.map((item, index) => (
              <Item key={item.question} open={defaultOpen.includes(index)}>
                <Question onKeyDown={toggleOnEnter}>
                  {item.question}
                  <Chevron>
                    <Icon icon={ChevronDown} size={18} strokeWidth={2.5} />
                  </Chevron>
                </Question>
                <Answer>
                  <Text tone="muted">{item.answer}</Text>
                </Answer>
              </Item>
            ))}
          </List>
        </Layout>
      </Container>
    </Section>
  );
}
