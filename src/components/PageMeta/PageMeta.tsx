import { OG_IMAGE_SIZE, SITE_URL, ogImagePath } from '../../config/site';
import { iconPaths, studioIdentity, type SiteIdentity } from './identity';
import { JsonLd, type StructuredData } from './JsonLd';

export interface PageMetaProps {
  /** The document title (the browser tab, search results and shared links). */
  title: string;
  /** One or two sentences for search results and shared links. */
  description: string;
  /** Route path for the canonical URL and the share image; omit on pages that must not be indexed (404). */
  path?: string;
  /** Whose page it is (name, icons, browser-bar colour, share-image brand); defaults to the studio. */
  identity?: SiteIdentity;
  /** Keeps the page out of search engines (`robots: noindex`). */
  noIndex?: boolean;
  /** Open Graph type: "product" on a shop item's page (its share image then shows the page's photo). */
  type?: 'website' | 'product';
  /** schema.org JSON-LD for the page (one object or several). */
  structuredData?: StructuredData | readonly StructuredData[];
}

/**
 * Everything a page says about itself to browsers, search engines and link previews: title,
 * description, canonical, robots, icons, manifest, theme colour, Open Graph and Twitter card, JSON-LD.
 * React 19 hoists the head elements into <head> on the client; the prerender step lifts them out of
 * the markup. The JSON-LD stays in the body, where the page swap replaces it with the page.
 */
export function PageMeta({
  title,
  description,
  path,
  identity = studioIdentity,
  noIndex = false,
  type = 'website',
  structuredData,
}: PageMetaProps) {
  const url = path === undefined ? undefined : `${SITE_URL}${path}`;
  const icons = iconPaths(identity);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {noIndex && <meta name="robots" content="noindex" />}
      <meta name="theme-color" content={identity.themeColor} />
      <link rel="icon" type="image/svg+xml" href={icons.svg} />
      <link rel="apple-touch-icon" href={icons.touch} />
      <link rel="manifest" href={icons.manifest} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={identity.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      {path !== undefined && <meta property="og:image" content={`${SITE_URL}${ogImagePath(path)}`} />}
      {path !== undefined && <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />}
      {path !== undefined && <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />}
      {path !== undefined && <meta property="og:image:alt" content={title} />}
      <meta name="twitter:card" content={path === undefined ? 'summary' : 'summary_large_image'} />
      {structuredData && <JsonLd data={structuredData} />}
    </>
  );
}
