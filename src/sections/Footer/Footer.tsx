import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, CurrentYear, EmailText, MailIcon, PhoneIcon } from '../../components';
import { STUDIO_NAME, STUDIO_TAGLINE, contact, phoneHref } from '../../config/site';
import type { NavItem } from '../../content';
import { fluidSpacing, focusSurface, media, spacing } from '../../theme';
import { FOOTER_NAV_ID } from './ids';
import { Logo } from '../NavBar/Logo';

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.onInverseMuted};
  ${focusSurface('inverse')}
  padding: ${fluidSpacing(12, 7, 18)} 0 ${spacing(8)};
`;

const Grid = styled.div`
  display: grid;
  gap: ${spacing(10)};
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.lg} {
    grid-template-columns: 1.4fr 1fr 1fr 1.2fr;
  }
`;

const BrandBlock = styled.div`
  display: grid;
  gap: ${spacing(4)};
  align-content: start;
  max-width: 320px;
`;

const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: ${spacing(2.5)};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.onInverse};
`;

const ColumnTitle = styled.h2`
  margin-bottom: ${spacing(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.onInverse};
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${spacing(2.5)};
`;

const FooterLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.onInverse};
    text-decoration: underline;
  }
`;

/** Offerings, not navigation: bulleted plain text, so nothing here looks clickable. */
const ServiceList = styled(List)`
  li {
    display: flex;
    align-items: center;
    gap: ${spacing(2.5)};
    cursor: default;
  }
  li::before {
    content: '';
    flex: none;
    width: ${spacing(1.5)};
    height: ${spacing(1.5)};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.onInverseAccent};
  }
`;

const ContactLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${spacing(2)};
  color: inherit;
  text-decoration: none;
  word-break: break-word;
  &:hover {
    color: ${({ theme }) => theme.colors.onInverse};
    text-decoration: underline;
  }
`;

const Address = styled.address`
  font-style: normal;
`;

const Bottom = styled.div`
  margin-top: ${spacing(12)};
  padding-top: ${spacing(6)};
  border-top: 1px solid rgb(255 255 255 / 0.12);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface FooterProps {
  /** The links of the footer's quick-links column. */
  quickLinks: readonly NavItem[];
  /** The services list: plain labels (the spec lists them; the services page has the details). */
  services: readonly string[];
}

/** Site footer: brand, quick links, services, contact details and copyright. */
export function Footer({ quickLinks, services }: FooterProps) {
  return (
    <Wrapper>
      <Container>
        <Grid>
          <BrandBlock>
            <BrandName>
              <Logo size={30} />
              {STUDIO_NAME}
            </BrandName>
            <p>{STUDIO_TAGLINE}: designed with care, built to be fast, and looked after when you need us.</p>
          </BrandBlock>
          <nav aria-labelledby={FOOTER_NAV_ID}>
            <ColumnTitle id={FOOTER_NAV_ID}>Quick Links</ColumnTitle>
            <List>
              {quickLinks.map((item) => (
                <li key={item.to}>
                  <FooterLink to={item.to}>{item.label}</FooterLink>
                </li>
              ))}
            </List>
          </nav>
          <div>
            <ColumnTitle>Services</ColumnTitle>
            <ServiceList>
              {services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ServiceList>
          </div>
          <Address>
            <ColumnTitle>Contact</ColumnTitle>
            <List>
              <li>
                <ContactLink href={`mailto:${contact.email}`}>
                  <MailIcon size={18} />
                  <EmailText address={contact.email} />
                </ContactLink>
              </li>
              <li>
                <ContactLink href={phoneHref}>
                  <PhoneIcon size={18} />
                  {contact.phone}
                </ContactLink>
              </li>
            </List>
          </Address>
        </Grid>
        <Bottom>
          <p>
            © <CurrentYear /> {STUDIO_NAME}. All rights reserved.
          </p>
        </Bottom>
      </Container>
    </Wrapper>
  );
}
