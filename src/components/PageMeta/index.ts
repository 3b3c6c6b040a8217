export { PageMeta } from './PageMeta';
export type { PageMetaProps } from './PageMeta';
export { OG_IMAGE_SIZE, iconPaths, ogImagePath, studioIdentity } from './identity';
export type { SiteIdentity } from './identity';
export type { StructuredData } from './JsonLd';
