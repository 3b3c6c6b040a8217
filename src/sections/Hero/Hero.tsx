import type { ReactNode } from 'react';
import { ArrowRight, Check } from 'lucide-react';
import { ButtonLink, Icon } from '../../components';
import type { HeroCopy } from '../../content';
import { Accent, Actions, Art, Copy, EyebrowPill, Highlights, Layout, Lead, Title, Wrapper, type HeroVariant } from './Hero.styles';

export type { HeroVariant };

export interface HeroProps extends HeroCopy {
  /** `home`: the large opening with its illustration; `page`: the shorter opening of an inner page. */
  variant?: HeroVariant;
  /** id of the <h1>, for the section's aria-labelledby. */
  id?: string;
  /** A decorative mark above the eyebrow (status pages). */
  visual?: ReactNode;
  /** Extra content under the actions. */
  children?: ReactNode;
}

/** The first band of every page: the page's only <h1>, on a light mesh that the transparent nav bar reads on. */
export function Hero({
  variant = 'page',
  id = 'hero-title',
  eyebrow,
  title,
  titleAccent,
  lead,
  actions,
  highlights,
  illustration,
  visual,
  children,
}: HeroProps) {
  const home = variant === 'home';
  const centered = !home;
  return (
    <Wrapper $variant={variant} aria-labelledby={id}>
      <Layout $split={Boolean(illustration)}>
        <Copy $centered={centered}>
          {visual}
          {eyebrow && <EyebrowPill>{eyebrow}</EyebrowPill>}
          <Title level={1} id={id} size="5xl" align={centered ? 'center' : 'left'} $home={home}>
            {title}
            {titleAccent && (
              <>
                {' '}
                <Accent>{titleAccent}</Accent>
              </>
            )}
          </Title>
          <Lead tone="muted" align={centered ? 'center' : 'left'}>
            {lead}
          </Lead>
          {actions && actions.length > 0 && (
            <Actions $centered={centered}>
              {actions.map((action, index) => (
                <ButtonLink key={action.to} to={action.to} size="lg" variant={index === 0 ? 'primary' : 'outline'}>
                  {action.label}
                  {index === 0 && <Icon icon={ArrowRight} size={18} />}
                </ButtonLink>
              ))}
            </Actions>
          )}
          {highlights && highlights.length > 0 && (
            <Highlights>
              {highlights.map((item) => (
                <li key={item}>
                  <Icon icon={Check} size={16} strokeWidth={3} />
                  {item}
                </li>
              ))}
            </Highlights>
          )}
          {children}
        </Copy>
        {illustration && (
          <Art>
            {/* Normal priority: on a phone the headline is the largest paint, and a high-priority
                image would sit on its path (Lighthouse's LCP 1443 -> 1339 ms without it). */}
            <img {...illustration} alt={illustration.alt} />
          </Art>
        )}
      </Layout>
    </Wrapper>
  );
}
