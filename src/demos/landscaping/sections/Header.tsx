import { Clock, Phone, ShieldCheck, TreePine } from 'lucide-react';
import { Icon } from '../../../components';
import type { NavItem } from '../../../content';
import type { landscapingCopy } from '../content';
import { NavItems } from '../../shared/NavItems';
import { DemoButtonLink } from '../../shared/DemoButtonLink';
import { Bar, Brand, Estimate, Nav, NavItem as PageLink, Utility } from './Header.styles';

const utilityIcons = [Phone, Clock, ShieldCheck];

export interface LandscapingHeaderProps {
  copy: (typeof landscapingCopy)['header'];
  nav: readonly NavItem[];
}

/** Phone and hours strip, logo, the pages and the Free Estimate button. */
export function Header({ copy, nav }: LandscapingHeaderProps) {
  return (
    <header>
      <Utility>
        <div>
          {copy.utility.map((line, index) => (
            <p key={line}>
              <Icon icon={utilityIcons[index] ?? Phone} size={16} /> {line}
            </p>
          ))}
        </div>
      </Utility>
      <Bar>
        <div>
          <Brand to={nav[0]?.to ?? '/'}>
            <span>
              <Icon icon={TreePine} size={26} strokeWidth={2.25} />
            </span>
            <span>
              <strong>{copy.wordmark}</strong>
              <small>{copy.wordmarkSub}</small>
            </span>
          </Brand>
          <Nav aria-label="Main">
            <ul>
              <NavItems items={nav} link={PageLink} end />
            </ul>
          </Nav>
          <Estimate>
            <DemoButtonLink to={copy.estimate.to} variant="highlight">
              {copy.estimate.label}
            </DemoButtonLink>
          </Estimate>
        </div>
      </Bar>
    </header>
  );
}
