export { FeatureGrid, featureCardSurface } from './FeatureGrid';
