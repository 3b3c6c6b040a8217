export { PackageCard } from './PackageCard';
export type { PackageCardCopy, PackageCardProps } from './PackageCard';
