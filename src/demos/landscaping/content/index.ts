/**
 * Evergreen Landscaping (standard monthly package demo): every fact its pages, stories and
 * tests show. No asset or icon imports here, so Node-side tests can read it.
 */
import { LANDSCAPING_HOURS, STANDARD_DEMO_SUBMIT_DELAY_MS } from '../../../content/constants.ts';
import { emailField, messageField, nameField, REQUIRED_NOTE } from '../../shared/content/formFields.ts';
import { credentials, estimateServiceOptions, processSteps, services, testimonial } from './services.ts';
import { demos, landscapingRoutes } from '../../registry.ts';

export * from './services.ts';

export const landscapingPaths = landscapingRoutes;

export const landscapingBusiness = {
  name: demos.landscaping.name,
  shortName: 'Evergreen',
  founded: 2009,
  area: 'Riverton Valley',
  street: '88 Orchard Road',
  city: 'Riverton, OR 97000',
  phone: '(555) 014-3300',
  email: 'estimates@evergreenlandscaping.example',
} as const;

export const landscapingNav = demos.landscaping.nav;

/** Mon–Fri 8–5, Saturday 9–1 by appointment, Sunday closed (spec constants). */
export const businessHours = LANDSCAPING_HOURS;

const site = landscapingBusiness.name;

export const landscapingMeta = {
  home: {
    path: landscapingPaths.home,
    title: `${site} | Lawn Care, Garden Design & Patios`,
    description: `Family-owned landscaping in the ${landscapingBusiness.area} since ${landscapingBusiness.founded}. Lawn care, garden design, hardscaping and more. Free estimates.`,
  },
  about: {
    path: landscapingPaths.about,
    title: `About Us | ${site}`,
    description: 'Meet the family-owned crew behind Evergreen Landscaping and see how we work.',
  },
  services: {
    path: landscapingPaths.services,
    title: `Services | ${site}`,
    description:
      'Eight landscaping services: lawn care, garden design, tree care, irrigation, patios, cleanups, planting and snow removal.',
  },
  contact: {
    path: landscapingPaths.contact,
    title: `Free Estimate & Contact | ${site}`,
    description: `Request a free landscaping estimate, or call us ${LANDSCAPING_HOURS[0].days}, ${LANDSCAPING_HOURS[0].hours}.`,
  },
  notFound: {
    title: `Page Not Found | ${site}`,
    description: 'This page has gone to seed.',
  },
} as const;

export const ESTIMATE_TOAST = {
  title: 'Estimate Request Sent!',
  description: 'Thanks! This is a demo site, so no email was sent.',
} as const;

/** How long the form pretends to send (spec: 1000 ms). */
export const ESTIMATE_SUBMIT_DELAY_MS = STANDARD_DEMO_SUBMIT_DELAY_MS;

const b = landscapingBusiness;
const estimate = { label: 'Free Estimate', to: landscapingRoutes.contact };
const [weekday] = LANDSCAPING_HOURS;

/** Every line of the demo's pages; titles mark emphasised words with *asterisks*. */
export const landscapingCopy = {
  header: {
    utility: [b.phone, `${weekday.days}: ${weekday.hours}`, 'Licensed & insured'],
    wordmark: b.shortName,
    wordmarkSub: 'Landscaping',
    estimate,
  },
  footer: {
    legal: `${b.name}. A fictional company.`,
    about: `Family-owned since ${b.founded}, serving the ${b.area}.`,
    address: `${b.street}, ${b.city}`,
    phone: b.phone,
    navTitle: 'Company',
    servicesTitle: 'Services',
    hoursTitle: 'Business Hours',
  },
  hero: {
    eyebrow: `Serving the ${b.area} since ${b.founded}`,
    title: 'Beautiful Yards, *Built to Last.*',
    lead: 'Lawn care, garden design, patios and everything in between, from a local, family-owned crew that shows up when we say we will.',
    primary: estimate,
    secondary: { label: 'Our Services', to: landscapingRoutes.services },
  },
  statsLabel: 'Evergreen in numbers',
  servicesPreview: {
    eyebrow: 'What we do',
    title: 'Full-Service Care for Every Season',
    link: { label: `See All ${services.length} Services`, to: landscapingRoutes.services },
  },
  process: { eyebrow: 'How it works', title: 'From First Call to Finished Yard', items: processSteps },
  testimonial: { label: 'What our clients say', ...testimonial },
  homeCta: {
    title: 'Ready for a Yard You Love?',
    lead: 'Tell us what you have in mind. Estimates are free, written and come with no obligation.',
    action: estimate,
    hoursTitle: 'Business Hours',
  },
  about: {
    intro: {
      eyebrow: 'About us',
      title: `Rooted in the ${b.area} Since ${b.founded}`,
      lead: 'A family business with muddy boots, sharp blades and a soft spot for native plants.',
    },
    story: {
      eyebrow: 'Our story',
      title: 'One Truck, One Mower, One Promise',
      paragraphs: [
        'Luis Moreno started Evergreen with a second-hand pickup and a promise to his first client: if we say Tuesday at 8, we are there Tuesday at 8. That promise still hangs above the door of our Orchard Road yard.',
        'Today our crew of eighteen looks after more than twelve hundred homes and businesses, from weekly mowing to complete garden makeovers, and Luis still walks every new property himself.',
      ],
    },
    credentials: { eyebrow: 'Why homeowners choose us', title: 'Peace of Mind, Included', items: credentials },
    cta: {
      title: 'Let’s Walk Your Yard Together',
      lead: 'Book a free, no-pressure visit and get a written estimate within two business days.',
      actions: [estimate],
    },
  },
  services: {
    intro: {
      eyebrow: 'Our services',
      title: 'Everything Your Property Needs, All Year Round',
      lead: `${services.length} services, one crew you already know. Mix and match, or let us put together a seasonal plan.`,
    },
    label: 'All services',
    cta: {
      eyebrow: 'Not sure where to start?',
      title: 'We’ll Build a Plan Around Your Yard',
      paragraphs: ['Tell us about your property and goals: we’ll suggest the right mix of services and a fixed price.'],
      action: estimate,
    },
  },
  contact: {
    intro: {
      eyebrow: 'Contact',
      title: 'Request a Free Estimate',
      lead: 'Tell us about your project and we will get back to you within one business day.',
    },
    label: 'Estimate form and business hours',
    formTitle: 'Tell Us About Your Yard',
    hoursTitle: 'Business Hours',
    reachTitle: 'Reach Us',
    details: [
      { kind: 'phone', label: 'Phone', text: b.phone },
      { kind: 'email', label: 'Email', text: b.email },
      { kind: 'address', label: 'Address', text: `${b.street}, ${b.city}` },
    ],
  },
  form: {
    label: 'Free estimate request',
    requiredNote: REQUIRED_NOTE,
    submit: 'Request Free Estimate',
    busy: 'Sending...',
    busyStatus: 'Sending your request…',
    toast: ESTIMATE_TOAST,
    delayMs: ESTIMATE_SUBMIT_DELAY_MS,
    fields: [
      nameField('Please enter your name.', { half: true }),
      emailField({ half: true }),
      { name: 'service', label: 'Service', options: estimateServiceOptions },
      messageField('Please tell us a little about your project.', { hint: 'Tell us about your yard and what you have in mind.' }),
    ],
  },
  notFound: {
    eyebrow: 'Error 404',
    title: 'This Page Has Gone to Seed',
    lead: 'We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.',
    label: 'Where to next',
    action: estimate,
  },
} as const;
