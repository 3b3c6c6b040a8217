import { RESPONSE_TIME_HOURS } from './constants';
import type { HeroCopy } from './copyTypes';
import { pages } from './pageMeta';

/** Copy of the Thank You page shown after a consultation request. */
export const thankYouCopy = {
  hero: {
    eyebrow: 'Message sent',
    title: 'Thank You!',
    lead: `Your message has been sent successfully. Our team will get back to you within ${RESPONSE_TIME_HOURS} hours.`,
    actions: [{ label: 'Return to Homepage', to: pages.home.path }],
  } satisfies HeroCopy,
  nextTitle: 'What Happens Next',
  nextSteps: [
    'We read your request and look at your current website, if you have one.',
    `Within ${RESPONSE_TIME_HOURS} hours we reply with questions and a time for a quick call.`,
    'You get a clear plan and price before any work begins.',
  ],
};
