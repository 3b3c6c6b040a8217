/**
 * Evergreen Landscaping (standard monthly package demo): every fact its pages, stories and
 * tests show. No asset or icon imports here, so Node-side tests can read it.
 */
import { LANDSCAPING_HOURS, STANDARD_DEMO_SUBMIT_DELAY_MS } from '../constants.ts';
import { emailField, messageField, nameField, REQUIRED_NOTE } from './formFields.ts';
import { demos, landscapingRoutes } from './registry.ts';

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

export type ServiceId =
  | 'lawn-care'
  | 'garden-design'
  | 'tree-shrub-care'
  | 'irrigation'
  | 'hardscaping'
  | 'seasonal-cleanup'
  | 'planting-mulching'
  | 'snow-removal';

export interface LandscapingService {
  id: ServiceId;
  name: string;
  summary: string;
  includes: string[];
  /** Offered in the estimate form's service select. */
  inEstimateForm: boolean;
}

export const services: LandscapingService[] = [
  {
    id: 'lawn-care',
    name: 'Lawn Care & Mowing',
    summary: 'Weekly or bi-weekly visits that keep your lawn thick, green and neatly edged all season.',
    includes: ['Mowing, edging & blowing', 'Seasonal fertilizing', 'Weed & moss control'],
    inEstimateForm: true,
  },
  {
    id: 'garden-design',
    name: 'Garden Design',
    summary: 'Planting plans drawn for your soil, light and budget, from cottage borders to low-water gardens.',
    includes: ['On-site consultation', 'Scaled planting plan', 'Native plant options'],
    inEstimateForm: true,
  },
  {
    id: 'tree-shrub-care',
    name: 'Tree & Shrub Care',
    summary: 'Pruning and shaping by certified arborists for healthier, safer trees and tidy hedges.',
    includes: ['Structural pruning', 'Hedge trimming', 'Health assessments'],
    inEstimateForm: true,
  },
  {
    id: 'irrigation',
    name: 'Irrigation Systems',
    summary: 'Smart sprinkler and drip systems that water exactly what needs it, and nothing that does not.',
    includes: ['Design & installation', 'Spring start-up', 'Winterizing & repairs'],
    inEstimateForm: true,
  },
  {
    id: 'hardscaping',
    name: 'Hardscaping & Patios',
    summary: 'Stone patios, paths and retaining walls built on a proper base so they stay level for decades.',
    includes: ['Paver & flagstone patios', 'Garden paths', 'Retaining walls'],
    inEstimateForm: true,
  },
  {
    id: 'seasonal-cleanup',
    name: 'Seasonal Cleanup',
    summary: 'Spring and fall cleanups that clear leaves, cut back perennials and get beds ready for the season.',
    includes: ['Leaf removal', 'Bed clean-out', 'Gutter clearing'],
    inEstimateForm: true,
  },
  {
    id: 'planting-mulching',
    name: 'Planting & Mulching',
    summary: 'Healthy plants in well-prepared soil, finished with fresh mulch that holds moisture and stops weeds.',
    includes: ['Soil preparation', 'Shrub & perennial planting', 'Bark & compost mulch'],
    inEstimateForm: false,
  },
  {
    id: 'snow-removal',
    name: 'Snow Removal',
    summary: 'Early-morning plowing and de-icing for driveways and walkways all winter long.',
    includes: ['Driveway plowing', 'Walkway shoveling', 'Pet-safe de-icing'],
    inEstimateForm: false,
  },
];

/** The estimate form's service select: General Inquiry plus six services. */
export const GENERAL_INQUIRY = 'General Inquiry';
export const estimateServiceOptions: string[] = [GENERAL_INQUIRY, ...services.filter((s) => s.inEstimateForm).map((s) => s.name)];

export const landscapingStats = [
  { value: '15+', label: 'years in the valley' },
  { value: '1,200+', label: 'yards cared for' },
  { value: '18', label: 'trained crew members' },
] as const;

export const processSteps = [
  { title: 'Free on-site estimate', text: 'We walk your property with you, listen to what you want and take measurements.' },
  { title: 'A clear, fixed quote', text: 'Within two business days you get a written plan and a price that will not creep.' },
  { title: 'We get to work', text: 'Our own crew, on time, and we leave your property cleaner than we found it.' },
] as const;

export const credentials = [
  { title: 'Licensed & insured', text: 'State-licensed landscape contractor with full liability cover on every job.' },
  { title: 'Eco-minded', text: 'Electric mowers in town, organic fertilizers and native plants wherever they fit.' },
  { title: 'Happiness guarantee', text: 'Not right? Tell us within 7 days and we will come back and make it right, free.' },
] as const;

export const testimonial = {
  quote: 'They turned a muddy slope into the patio we use every single evening. On time, on budget, and the crew was a delight.',
  author: 'Dana R.',
  detail: 'Hardscaping client, Riverton Heights',
} as const;

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
    description: 'Eight landscaping services: lawn care, garden design, tree care, irrigation, patios, cleanups, planting and snow removal.',
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
    hoursTitle: 'Business hours',
  },
  hero: {
    eyebrow: `Serving the ${b.area} since ${b.founded}`,
    title: 'Beautiful yards, *built to last.*',
    lead: 'Lawn care, garden design, patios and everything in between, from a local, family-owned crew that shows up when we say we will.',
    primary: estimate,
    secondary: { label: 'Our Services', to: landscapingRoutes.services },
  },
  statsLabel: 'Evergreen in numbers',
  servicesPreview: {
    eyebrow: 'What we do',
    title: 'Full-service care for every season',
    link: { label: `See all ${services.length} services`, to: landscapingRoutes.services },
  },
  process: { eyebrow: 'How it works', title: 'From first call to finished yard', items: processSteps },
  testimonial: { label: 'What our clients say', ...testimonial },
  homeCta: {
    title: 'Ready for a yard you love?',
    lead: 'Tell us what you have in mind. Estimates are free, written and come with no obligation.',
    action: estimate,
    hoursTitle: 'Business hours',
  },
  about: {
    intro: {
      eyebrow: 'About us',
      title: `Rooted in the ${b.area} since ${b.founded}`,
      lead: 'A family business with muddy boots, sharp blades and a soft spot for native plants.',
    },
    story: {
      eyebrow: 'Our story',
      title: 'One truck, one mower, one promise',
      paragraphs: [
        'Luis Moreno started Evergreen with a second-hand pickup and a promise to his first client: if we say Tuesday at 8, we are there Tuesday at 8. That promise still hangs above the door of our Orchard Road yard.',
        'Today our crew of eighteen looks after more than twelve hundred homes and businesses, from weekly mowing to complete garden makeovers, and Luis still walks every new property himself.',
      ],
    },
    credentials: { eyebrow: 'Why homeowners choose us', title: 'Peace of mind, included', items: credentials },
    cta: {
      title: 'Let’s walk your yard together',
      lead: 'Book a free, no-pressure visit and get a written estimate within two business days.',
      actions: [estimate],
    },
  },
  services: {
    intro: {
      eyebrow: 'Our services',
      title: 'Everything your property needs, all year round',
      lead: `${services.length} services, one crew you already know. Mix and match, or let us put together a seasonal plan.`,
    },
    label: 'All services',
    cta: {
      eyebrow: 'Not sure where to start?',
      title: 'We’ll build a plan around your yard',
      paragraphs: ['Tell us about your property and goals: we’ll suggest the right mix of services and a fixed price.'],
      action: estimate,
    },
  },
  contact: {
    intro: {
      eyebrow: 'Contact',
      title: 'Request a free estimate',
      lead: 'Tell us about your project and we will get back to you within one business day.',
    },
    label: 'Estimate form and business hours',
    formTitle: 'Tell us about your yard',
    hoursTitle: 'Business hours',
    reachTitle: 'Reach us',
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
    title: 'This page has gone to seed',
    lead: 'We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.',
    label: 'Where to next',
    action: estimate,
  },
} as const;
