import { SITE_URL, STUDIO_NAME } from '../../config/site';

export interface PageMetaProps {
  /** The document title (the browser tab, search results and shared links). */
  title: string;
  /** One or two sentences for search results and shared links. */
  description: string;
  /** Route path for the canonical URL; omit on pages that must not be indexed (404). */
  path?: string;
  /** Site name appended to Open Graph; defaults to the studio. */
  siteName?: string;
  /** Keeps the page out of search engines (`robots: noindex`). */
  noIndex?: boolean;
}

/**
 * Document title, description, canonical and Open Graph tags. React 19 hoists these
 * elements into <head> on the client; the prerender step lifts them out of the markup.
 */
export function PageMeta({ title, description, path, siteName = STUDIO_NAME, noIndex = false }: PageMetaProps) {
  const url = path === undefined ? undefined : `${SITE_URL}${path === '/' ? '/' : path}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {noIndex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta name="twitter:card" content="summary" />
    </>
  );
}
