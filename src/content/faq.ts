import { CANCELLATION_NOTICE_DAYS, ONE_TIME_DURATION_DAYS, RESPONSE_TIME_HOURS, SUPPORT_DAYS } from './constants';

export interface FaqItem {
  question: string;
  answer: string;
}

export const faqItems: FaqItem[] = [
  {
    question: 'How long does a one-time website take?',
    answer: `Most one-time projects are designed, built and launched in ${ONE_TIME_DURATION_DAYS.min}–${ONE_TIME_DURATION_DAYS.max} days once we have your content. Larger sites with many pages or custom features take a little longer, and we agree the timeline before we start.`,
  },
  {
    question: 'Can I cancel a monthly package?',
    answer: `Yes. Monthly packages have no long-term contract: you can cancel at any time with ${CANCELLATION_NOTICE_DAYS} days’ notice, and the website stays yours.`,
  },
  {
    question: 'Is hosting included?',
    answer:
      'Hosting is separate. We recommend reliable providers and help you set everything up, but we do not provide hosting ourselves, so you always own your account.',
  },
  {
    question: 'What is the difference between one-time and monthly?',
    answer: `One-time is a single payment for a finished site with ${SUPPORT_DAYS} days of support. Monthly packages include the same build plus ongoing updates, monitoring and priority support for a small setup fee and a monthly price.`,
  },
  {
    question: 'Can I switch packages later?',
    answer:
      'Absolutely. You can move from one-time to a monthly package, or from Standard to Advanced, whenever your business needs more. We credit what you have already paid toward setup.',
  },
  {
    question: 'What do I need to get started?',
    answer: `Just tell us about your business. Send a consultation request and we reply within ${RESPONSE_TIME_HOURS} hours to plan your site together; we can help with text and photos too.`,
  },
];
