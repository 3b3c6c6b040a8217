/**
 * Makes what a page's <head> points to but the sources do not hold, after the prerender:
 * - each page's share image (og:image, 1200×630 PNG) drawn from the page itself: its title,
 *   description and site name, in its brand's colours and display face, and a shop item's photo;
 * - each site's (the studio's, each demo's) home-screen icons (180 and 512 px PNG from
 *   public/icons/<slug>.svg) and web manifest.
 * Reads the prerendered HTML (dist) and the brands from the SSR bundle (dist-server).
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { cli } from './cli.ts';
import { cardSvg, type CardBrand } from './og/card.ts';
import { fontAt } from './og/text.ts';

cli(import.meta.filename, {}); // no options; -h prints the header above

/** What the SSR bundle says of each site (src/components/PageMeta/identity.ts, SiteIdentity). */
interface SiteIdentity {
  slug: string;
  name: string;
  shortName: string;
  themeColor: string;
  startPath: string;
  theme: { colors: CardBrand['colors'] & { background: string } };
  displayFont: string;
}

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, 'dist');
const entry = (await import(pathToFileURL(path.join(root, 'dist-server', 'entry-server.js')).href)) as { siteIdentities: SiteIdentity[] };
const interFile = path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

const decode = (text: string) =>
  text.replace(/&(#x?[\da-f]+|amp|lt|gt|quot|apos);/gi, (_, code: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (named[code.toLowerCase()]) return named[code.toLowerCase()] ?? '';
    return String.fromCodePoint(code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10));
  });
const meta = (html: string, key: string) => {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? undefined : decode(match[1]);
};

async function brandOf(identity: SiteIdentity): Promise<CardBrand> {
  const displayFile = path.join(dist, identity.displayFont);
  return {
    colors: identity.theme.colors,
    display: await fontAt(displayFile, identity.slug === 'homegoods' ? 500 : 700),
    body: await fontAt(interFile, 400),
    bodyStrong: await fontAt(interFile, 600),
  };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((item) => item.isFile() && item.name.endsWith('.html')).map((item) => path.join(item.parentPath, item.name));
}

/**
 * The photo a shop item's page shows (the first SVG image in its <main>) as a base64 data URI for
 * librsvg: a file under /assets/, or the data: URI the page inlines it as (escaped in the attribute).
 * A product page without one fails the build: its share image would lose its photo silently.
 */
async function productPhoto(html: string, file: string): Promise<string> {
  const src = /<main[\s\S]*?<img [^>]*?src="(\/assets\/[^"]+\.svg|data:image\/svg\+xml,[^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`${path.relative(dist, file)}: a product page with no SVG <img> in its <main> for its share image`);
  const svg = src.startsWith('data:')
    ? Buffer.from(decodeURIComponent(decode(src.slice(src.indexOf(',') + 1))))
    : await readFile(path.join(dist, src));
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}

const started = performance.now();
const identities = new Map(entry.siteIdentities.map((identity) => [identity.name, identity]));
const brands = new Map<string, CardBrand>();
let cards = 0;
for (const file of await htmlFiles(dist)) {
  const html = await readFile(file, 'utf8');
  const image = meta(html, 'og:image');
  if (!image) continue;
  const siteName = meta(html, 'og:site_name') ?? '';
  const identity = identities.get(siteName);
  if (!identity) throw new Error(`${path.relative(dist, file)}: og:site_name "${siteName}" is not one of src/app/identities.ts`);
  const brand = brands.get(identity.slug) ?? (await brandOf(identity));
  brands.set(identity.slug, brand);
  const url = new URL(image);
  const svg = cardSvg(
    {
      siteName,
      title: meta(html, 'og:title') ?? '',
      description: meta(html, 'og:description') ?? '',
      host: url.host.replace(/^www\./, ''),
      photo: meta(html, 'og:type') === 'product' ? await productPhoto(html, file) : undefined,
    },
    brand,
  );
  const target = path.join(dist, decodeURIComponent(url.pathname));
  await mkdir(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toFile(target);
  cards += 1;
}

for (const identity of entry.siteIdentities) {
  const icons = path.join(dist, 'icons');
  const svg = await readFile(path.join(icons, `${identity.slug}.svg`));
  const background = identity.theme.colors.background;
  for (const size of [180, 512]) {
    await sharp(svg, { density: (72 * size) / 34 })
      .resize(size, size)
      .flatten({ background })
      .png()
      .toFile(path.join(icons, `${identity.slug}-${size}.png`));
  }
  const manifest = {
    name: identity.name,
    short_name: identity.shortName,
    start_url: identity.startPath,
    scope: identity.startPath,
    display: 'browser',
    background_color: background,
    theme_color: identity.themeColor,
    icons: [
      { src: `/icons/${identity.slug}.svg`, sizes: 'any', type: 'image/svg+xml' },
      { src: `/icons/${identity.slug}-180.png`, sizes: '180x180', type: 'image/png' },
      { src: `/icons/${identity.slug}-512.png`, sizes: '512x512', type: 'image/png' },
    ],
  };
  await writeFile(path.join(icons, `${identity.slug}.webmanifest`), `${JSON.stringify(manifest, null, 2)}\n`);
}
console.log(
  `made ${cards} share images and the icons of ${entry.siteIdentities.length} sites in ${Math.round(performance.now() - started)} ms`,
);
