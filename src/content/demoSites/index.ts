// Demo content: the registry and each demo's facts and copy. Sections take it as props.
export * from './registry.ts';
export * from './types.ts';
export * from './coffee.ts';
export * from './landscaping.ts';
export * from './homegoods.ts';
