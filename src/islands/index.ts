// What pages and `*.island.ts` files use: the <Island> marker and defineIsland. The runtime
// (src/entry-client.tsx) and the prerender (src/entry-server.tsx) import their halves directly:
// runtime.ts, prerender.tsx.
export { Island, type IslandProps } from './Island';
export { defineIsland, type IslandDefinition } from './define';
