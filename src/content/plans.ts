import { BarChart3, Clock, Crown, Gauge, Rocket, ShieldCheck, ShoppingCart, Sparkles, Wrench } from 'lucide-react';
import { SERVICE_LABELS, type PlanId } from '#contract/plans.ts';
import { pagePaths } from '#contract/routes.ts';
import type { IconComponent } from '../components/Icon';
import { ONE_TIME_DURATION_DAYS, PRICES, SUPPORT_DAYS } from './constants';
import { formatUsd } from './format';

export interface PlanTag {
  icon: IconComponent;
  text: string;
}

export interface PackagePlan {
  planId: PlanId;
  title: string;
  icon: IconComponent;
  description: string;
  price: string;
  period: string;
  features: string[];
  tags: PlanTag[];
  popular: boolean;
}

export const packagePlans: PackagePlan[] = [
  {
    planId: 'one-time',
    title: SERVICE_LABELS['one-time'],
    icon: Rocket,
    description: 'A custom website designed and built once, then handed over to you.',
    price: formatUsd(PRICES.oneTime),
    period: 'one-time payment',
    features: [
      'Custom design, no templates',
      'Up to 5 pages',
      'Mobile responsive on every screen',
      'On-page SEO setup',
      'Contact form',
      `${SUPPORT_DAYS}-day post-launch support and guarantee`,
    ],
    tags: [
      { icon: Clock, text: `Live in ${ONE_TIME_DURATION_DAYS.min}–${ONE_TIME_DURATION_DAYS.max} days` },
      { icon: ShieldCheck, text: `${SUPPORT_DAYS}-day guarantee` },
    ],
    popular: false,
  },
  {
    planId: 'standard-monthly',
    title: SERVICE_LABELS['standard-monthly'],
    icon: Sparkles,
    description: 'Your site designed, launched and kept fresh every month.',
    price: formatUsd(PRICES.standardMonthly),
    period: `per month + ${formatUsd(PRICES.standardSetup)} setup`,
    features: [
      'Everything in One-Time',
      'Monthly content updates',
      'Performance monitoring',
      'Security updates and backups',
      'Priority email support',
      'Monthly traffic report',
    ],
    tags: [
      { icon: Wrench, text: 'Monthly updates' },
      { icon: Gauge, text: 'Monitored' },
    ],
    popular: true,
  },
  {
    planId: 'advanced-monthly',
    title: SERVICE_LABELS['advanced-monthly'],
    icon: Crown,
    description: 'For growing businesses that sell online and need more each month.',
    price: formatUsd(PRICES.advancedMonthly),
    period: `per month + ${formatUsd(PRICES.advancedSetup)} setup`,
    features: [
      'Everything in Standard',
      'Online store with up to 50 products',
      'Advanced SEO and local listings',
      'Analytics dashboard and reporting',
      'Phone and priority support',
      'Quarterly design refresh',
    ],
    tags: [
      { icon: ShoppingCart, text: 'E-commerce' },
      { icon: BarChart3, text: 'Analytics' },
    ],
    popular: false,
  },
];

export function findPlan(planId: PlanId): PackagePlan {
  const plan = packagePlans.find((p) => p.planId === planId);
  if (!plan) throw new Error(`Unknown plan: ${planId}`);
  return plan;
}

/** Where a package card's 'Schedule a Consultation' button goes. */
export function consultationHref(planId: PlanId): string {
  return `${pagePaths.getStarted}?plan=${planId}`;
}
