export { Emphasized, Eyebrow, Heading, Lead, Text } from './Typography';
export type { HeadingProps, TextAlign, TextProps, TextTone } from './Typography';
