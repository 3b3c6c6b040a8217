/** Who we are and how to reach us. Contact details are configurable per deployment. */
export const STUDIO_NAME = 'Lumen Web Studio';
export const STUDIO_TAGLINE = 'Custom websites for small businesses';

// Outside Vite (Node scripts, Playwright) import.meta.env does not exist.
const env: Partial<ImportMetaEnv> = (import.meta.env as ImportMetaEnv | undefined) ?? {};

export const contact = {
  email: env.VITE_CONTACT_EMAIL || 'hello@lumenwebstudio.com',
  phone: env.VITE_CONTACT_PHONE || '(555) 014-2837',
} as const;

/** tel: link for the phone number (digits and a leading + only). */
export const phoneHref = `tel:${contact.phone.replace(/[^\d+]/g, '')}`;

/** Absolute origin used for canonical and Open Graph URLs. */
export const SITE_URL = (env.VITE_SITE_URL || 'https://www.lumenwebstudio.com').replace(/\/$/, '');

/**
 * Where the published Storybook is: the client review page frames its sections from there. The
 * server's own `/storybook/` by default; its own origin in production (VITE_STORYBOOK_URL, which
 * must allow this site to frame it: docs/deployment.md).
 */
export const STORYBOOK_URL = (env.VITE_STORYBOOK_URL || '/storybook/').replace(/\/?$/, '/');
/**
 * A page's share image (og:image), made by the build (scripts/og-images.ts): /og/index.png for the
 * home page, else the path with / as --.
 */
export const ogImagePath = (path: string) => `/og/${path === '/' ? 'index' : path.slice(1).replaceAll('/', '--')}.png`;

/** The share image's size (Open Graph's large summary card). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
