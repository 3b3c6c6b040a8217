export { MAIN_ID, Main, SkipLink, type SkipLinkProps } from './SkipLink';
