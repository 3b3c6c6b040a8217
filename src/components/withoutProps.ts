/**
 * styled-components config that keeps a primitive's style props off the DOM, so primitives take
 * plain props (`tone="muted"`) and `$`-prefixed props stay inside styled definitions.
 */
export function withoutProps(...names: string[]) {
  const hidden = new Set(names);
  return { shouldForwardProp: (prop: string) => !hidden.has(prop) };
}
