export { PackageCard } from './PackageCard';
export type { PackageCardProps } from './PackageCard';
