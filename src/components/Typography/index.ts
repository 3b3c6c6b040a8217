export { Eyebrow, Heading, Text } from './Typography';
export type { HeadingProps, TextTone } from './Typography';
