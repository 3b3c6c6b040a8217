// Demo content: the registry and each demo's facts and copy. Sections take it as props.
export * from './registry';
export * from './types';
export * from './coffee';
export * from './landscaping';
export * from './homegoods';
