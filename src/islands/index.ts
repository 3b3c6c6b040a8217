// What pages use: the <Island> marker and the island names. The runtime (src/entry-client.tsx) and
// the prerender (src/entry-server.tsx) import their halves directly: runtime.ts, prerender.tsx.
export { Island, type IslandProps } from './Island';
export type { IslandName } from './registry';
