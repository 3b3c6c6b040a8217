import { Palette, Rocket, Search, Smartphone, Sparkles, Zap } from 'lucide-react';
import type { IconComponent } from '../components/Icon';
import { PRICES, SUPPORT_DAYS } from './constants';
import { formatUsd } from './format';

export interface OptionSummary {
  title: string;
  icon: IconComponent;
  priceLabel: string;
  description: string;
  features: string[];
  popular: boolean;
}

/** Home page "Two Perfect Options". */
export const twoOptions: OptionSummary[] = [
  {
    title: 'One-Time Design',
    icon: Rocket,
    priceLabel: `${formatUsd(PRICES.oneTime)} one-time`,
    description: 'Pay once for a finished, professional website that is yours to keep.',
    features: ['Custom design and development', 'Mobile responsive', 'SEO optimization', `${SUPPORT_DAYS}-day support`],
    popular: false,
  },
  {
    title: 'Monthly Packages',
    icon: Sparkles,
    priceLabel: `From ${formatUsd(PRICES.standardMonthly)}/month`,
    description: 'A great site that keeps getting better, with a team looking after it.',
    features: ['Everything in One-Time', 'Monthly updates and improvements', 'Priority support', 'Performance monitoring'],
    popular: true,
  },
];

export interface Benefit {
  title: string;
  icon: IconComponent;
  description: string;
}

/** Home page "Why Choose Us". */
export const benefits: Benefit[] = [
  { title: 'Custom Design', icon: Palette, description: 'Designed around your brand and customers, never a recycled template.' },
  { title: 'Mobile-First', icon: Smartphone, description: 'Built for phones first, so it looks sharp on every screen size.' },
  { title: 'Fast Loading', icon: Zap, description: 'Lean pages that load in a blink and keep visitors from bouncing.' },
  { title: 'SEO Ready', icon: Search, description: 'Clean structure and metadata so customers find you on search engines.' },
];
