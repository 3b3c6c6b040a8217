export { PackageGrid } from './PackageGrid';
export type { PackageGridProps } from './PackageGrid';
