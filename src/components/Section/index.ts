export { Section } from './Section';
export type { SectionProps, SectionTone } from './Section';
export { HeadedSection } from './HeadedSection';
export type { HeadedBandProps, HeadedSectionProps } from './HeadedSection';
