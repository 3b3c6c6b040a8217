import type { KeyboardEvent } from 'react';
import { ChevronDown, Mail } from 'lucide-react';
import { Container, EmailText, Icon, IconTile, Section, SectionHeader, Text, type SectionTone } from '../../components';
import type { FaqItem, servicesCopy } from '../../content';
import { Answer, Aside, Chevron, Contact, Item, Layout, List, Question } from './Faq.styles';

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
  /** Section header and the contact prompt under the questions. */
  copy: (typeof servicesCopy)['faq'];
  /** Where the "still have questions" line sends e-mail. */
  email: string;
  /** The questions and their answers. */
  items: readonly FaqItem[];
  /** Indexes of the questions open at first (stories, deep links). */
  defaultOpen?: number[];
  /** The band's background: page, alternate or dark. */
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
                <a href={`mailto:${email}`}>
                  <EmailText address={email} />
                </a>
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
