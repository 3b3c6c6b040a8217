export { Emphasized, Eyebrow, Heading, Lead, Text, Truncate, VisuallyHidden } from './Typography';
export type { HeadingProps, TextAlign, TextProps, TextTone } from './Typography';
