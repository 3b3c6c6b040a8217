/** The share image (1200×630) of one page, as SVG: the page's brand, title, description and photo. */
import type { Font } from 'fontkit';
import { escapeHtml } from '#contract/html.ts';
import { textPath, wrap } from './text.ts';

export interface CardBrand {
  colors: {
    surfaceAlt: string;
    primarySoft: string;
    accentSoft: string;
    heading: string;
    textMuted: string;
    primary: string;
    highlight: string;
  };
  display: Font;
  body: Font;
  bodyStrong: Font;
}

export interface CardPage {
  siteName: string;
  title: string;
  description: string;
  host: string;
  /** The page's photo as a data: URL (a shop item), drawn on the right. */
  photo?: string;
}

const W = 1200;
const H = 630;
const PAD = 80;

/** The page title without its " | Site name" suffix (the card names the site above it). */
const headline = (title: string, siteName: string) => title.replace(` | ${siteName}`, '').replace(`${siteName} | `, '');

export function cardSvg(page: CardPage, brand: CardBrand): string {
  const { colors } = brand;
  const textWidth = page.photo ? 600 : W - 2 * PAD;
  const titleLines = wrap(brand.display, headline(page.title, page.siteName), 68, textWidth, 3);
  const descriptionLines = wrap(brand.body, page.description, 28, textWidth, titleLines.length > 2 ? 2 : 3);
  const parts: string[] = [];
  parts.push(textPath(brand.bodyStrong, page.siteName.toUpperCase(), 24, PAD, 120, colors.primary));
  let y = 215;
  for (const line of titleLines) {
    parts.push(textPath(brand.display, line, 68, PAD, y, colors.heading));
    y += 80;
  }
  y += 10;
  for (const line of descriptionLines) {
    parts.push(textPath(brand.body, line, 28, PAD, y, colors.textMuted));
    y += 42;
  }
  parts.push(`<rect x="${PAD}" y="${H - 92}" width="64" height="6" rx="3" fill="${colors.highlight}"/>`);
  parts.push(textPath(brand.bodyStrong, page.host, 22, PAD + 84, H - 82, colors.textMuted));
  const photo = page.photo
    ? `<clipPath id="photo"><rect x="730" y="70" width="400" height="490" rx="24"/></clipPath>` +
      `<image href="${escapeHtml(page.photo)}" x="730" y="70" width="400" height="490" preserveAspectRatio="xMidYMid slice" clip-path="url(#photo)"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<radialGradient id="a" cx="10%" cy="-10%" r="75%"><stop offset="0" stop-color="${colors.primarySoft}"/><stop offset="0.7" stop-color="${colors.primarySoft}" stop-opacity="0"/></radialGradient>
<radialGradient id="b" cx="100%" cy="0%" r="55%"><stop offset="0" stop-color="${colors.accentSoft}"/><stop offset="0.7" stop-color="${colors.accentSoft}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="${colors.surfaceAlt}"/><rect width="${W}" height="${H}" fill="url(#a)"/><rect width="${W}" height="${H}" fill="url(#b)"/>
${photo}
${parts.join('\n')}
</svg>`;
}
