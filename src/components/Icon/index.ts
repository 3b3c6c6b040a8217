export { Icon } from './Icon';
export type { IconComponent, IconProps } from './Icon';
