/**
 * styled-components config that keeps a primitive's style props off the DOM, so primitives take
 * plain props (`tone="muted"`) and `$`-prefixed props stay inside styled definitions. The explicit
 * componentId keeps class names identical in the prerendered HTML and the browser: the build's
 * styled-components transform cannot add one to a withConfig() whose argument is a call.
 */
export function withoutProps(component: string, ...names: string[]) {
  const hidden = new Set(names);
  return { componentId: component, displayName: component, shouldForwardProp: (prop: string) => !hidden.has(prop) };
}
