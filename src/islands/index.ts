export { Island, IslandCollector, brandOf, type IslandProps, type IslandRecord } from './Island';
export { islandIdPrefix, islandMarker } from './ids';
