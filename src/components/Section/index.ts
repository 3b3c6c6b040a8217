export { Section } from './Section';
export type { SectionProps, SectionTone } from './Section';
