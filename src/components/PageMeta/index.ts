export { PageMeta } from './PageMeta';
export type { PageMetaProps } from './PageMeta';
