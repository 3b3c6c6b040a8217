export { Section } from './Section';
export type { SectionProps, SectionTone } from './Section';
export { HeadedSection } from './HeadedSection';
export type { HeadedSectionProps } from './HeadedSection';
