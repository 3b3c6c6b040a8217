export { Faq } from './Faq';
export { default as faqIsland } from './Faq.island';
export type { FaqProps } from './Faq';
