// What pages and the prerender step use: the <Island> marker, its collector, and the island names.
export { Island, IslandCollector, brandOf, type IslandProps, type IslandRecord } from './Island';
export { demandIsland, islandIdPrefix, islandMarker } from './ids';
export type { IslandName } from './registry';
