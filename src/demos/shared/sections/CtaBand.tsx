import { ArrowRight } from 'lucide-react';
import { Container, Emphasized, Heading, Icon, Lead, Section } from '../../../components';
import type { NavItem } from '../../../content';
import { Actions, Stack } from '../ui';
import { DemoButtonLink, type DemoButtonVariant } from '../DemoButtonLink';

export interface CtaBandCopy {
  readonly title: string;
  readonly lead?: string;
  readonly actions: readonly NavItem[];
}

export interface CtaBandProps {
  /** id of the heading; the section is labelled by it. */
  id: string;
  /** Title, text and the action of the band. */
  copy: CtaBandCopy;
  /** The first action's look; the others are outlined. */
  primaryVariant?: DemoButtonVariant;
}

/** The closing invitation of a page: a centred title, a line of copy and one or two buttons. */
export function CtaBand({ id, copy, primaryVariant = 'primary' }: CtaBandProps) {
  return (
    <Section aria-labelledby={id}>
      <Container>
        <Stack $center>
          <Heading level={2} id={id} align="center">
            <Emphasized text={copy.title} />
          </Heading>
          {copy.lead && <Lead align="center">{copy.lead}</Lead>}
          <Actions>
            {copy.actions.map((action, index) => (
              <DemoButtonLink key={action.to + action.label} to={action.to} size="lg" variant={index === 0 ? primaryVariant : 'outline'}>
                {action.label} {index === 0 && copy.actions.length === 1 && <Icon icon={ArrowRight} size={18} />}
              </DemoButtonLink>
            ))}
          </Actions>
        </Stack>
      </Container>
    </Section>
  );
}
