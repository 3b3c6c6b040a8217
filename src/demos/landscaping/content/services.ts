/**
 * Evergreen Landscaping's services (the eight the services page lists, the six the estimate form
 * offers plus General Inquiry), how a job goes, and the proof: stats, credentials, a testimonial.
 * Plain data, like the rest of the company's facts.
 */

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
  { title: 'Free On-Site Estimate', text: 'We walk your property with you, listen to what you want and take measurements.' },
  { title: 'A Clear, Fixed Quote', text: 'Within two business days you get a written plan and a price that will not creep.' },
  { title: 'We Get to Work', text: 'Our own crew, on time, and we leave your property cleaner than we found it.' },
] as const;

export const credentials = [
  { title: 'Licensed & Insured', text: 'State-licensed landscape contractor with full liability cover on every job.' },
  { title: 'Eco-Minded', text: 'Electric mowers in town, organic fertilizers and native plants wherever they fit.' },
  { title: 'Happiness Guarantee', text: 'Not right? Tell us within 7 days and we will come back and make it right, free.' },
] as const;

export const testimonial = {
  quote: 'They turned a muddy slope into the patio we use every single evening. On time, on budget, and the crew was a delight.',
  author: 'Dana R.',
  detail: 'Hardscaping client, Riverton Heights',
} as const;
