export { Emphasized, Eyebrow, Heading, Lead, Text, VisuallyHidden } from './Typography';
export type { HeadingProps, TextAlign, TextProps, TextTone } from './Typography';
