export { Badge } from './Badge';
export type { BadgeTone } from './Badge';
