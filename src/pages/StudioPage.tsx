import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Icon, iconPaths, studioIdentity } from '../components';
import { STUDIO_NAME } from '../config/site';
import { studioCopy, studioPage } from '../content/studioCopy';
import { AuthProvider } from '../lib/auth';
import { Inbox } from '../features/inbox';
import { ReviewsView } from '../features/reviews';
import { StudioViews } from './StudioViews';
import { StudioGate } from '../features/studio';
import { Toaster } from '../lib/toast';
import { Logo } from '../sections/NavBar';
import { focusRing, heroBackdrop, media } from '../theme';

const Shell = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr;
  background: ${heroBackdrop};
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  min-height: ${({ theme }) => theme.layout.navHeight};
`;

const Brand = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-family: ${({ theme }) => theme.fonts.display};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  color: ${({ theme }) => theme.colors.heading};
  /* The site's name only where there is room; the logo and "Studio" always. */
  .name {
    display: none;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  ${media.sm} {
    .name {
      display: inline;
    }
    small {
      padding-left: ${({ theme }) => theme.space[3]};
      border-left: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Main = styled.main`
  padding-block: ${({ theme }) => theme.fluidSpace.block};
`;

/**
 * /studio: the staff area, rendered in the browser only (the server answers with the app shell;
 * nothing about it is prerendered) and never indexed.
 */
export default function StudioPage() {
  return (
    <Toaster>
      {/* No <title> here: each step and view of the studio names the tab itself (studioPage.titles, inboxCopy.titles). */}
      <meta name="description" content={studioPage.description} />
      <meta name="robots" content="noindex" />
      {/* The studio's own icon and browser-bar colour (else the browser asks for /favicon.ico: a 404). */}
      <link rel="icon" type="image/svg+xml" href={iconPaths(studioIdentity).svg} />
      <meta name="theme-color" content={studioIdentity.themeColor} />
      <Shell>
        <Container>
          <Top>
            <Brand>
              <Logo size={30} />
              <span className="name">{STUDIO_NAME}</span>
              <small>{studioCopy.brand}</small>
            </Brand>
            <Back to="/">
              <Icon icon={ArrowLeft} size={16} />
              {studioCopy.backToSite}
            </Back>
          </Top>
        </Container>
        <Main>
          <Container>
            <AuthProvider>
              <StudioGate>
                <StudioViews leads={<Inbox />} reviews={<ReviewsView />} />
              </StudioGate>
            </AuthProvider>
          </Container>
        </Main>
      </Shell>
    </Toaster>
  );
}
