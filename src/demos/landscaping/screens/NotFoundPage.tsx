import styled from 'styled-components';
import { Container, PageMeta, Section } from '../../../components';
import { landscapingCopy, landscapingMeta, landscapingNav } from '../content';
import { spacing } from '../../../theme';
import { NavItems } from '../../shared/NavItems';
import { PageIntro } from '../../shared/sections/PageIntro';
import { bareList, Stack } from '../../shared/ui';
import { DemoButtonLink } from '../../shared/DemoButtonLink';
import { landscapingIdentity } from '../brand';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(3, 6)};
  ${bareList}
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    text-underline-offset: 4px;
  }
`;

const copy = landscapingCopy.notFound;

export function NotFoundPage() {
  return (
    <>
      <PageMeta {...landscapingMeta.notFound} identity={landscapingIdentity} noIndex />
      <PageIntro copy={copy} tone="inverse" align="left" />
      <Section aria-label={copy.label}>
        <Container>
          <Stack>
            <Links>
              <NavItems items={landscapingNav} />
            </Links>
            <DemoButtonLink to={copy.action.to} variant="highlight">
              {copy.action.label}
            </DemoButtonLink>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
