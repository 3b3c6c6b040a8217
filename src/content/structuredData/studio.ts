/** The studio's JSON-LD: itself (with its plans as offers), each of its pages (page.ts), the services page's FAQ. */
import type { PlanId } from '#contract/plans.ts';
import { pagePaths } from '#contract/routes.ts';
import { STUDIO_NAME, STUDIO_TAGLINE, contact } from '../../config/site';
import { PRICES } from '../constants';
import { demoList } from '../../demos/registry';
import type { FaqItem } from '../faq';
import { getStartedLink, mainNav } from '../navigation';
import type { PackagePlan } from '../plans';
import { sitePage, type PageFacts, type PageOptions } from './page';
import { absolute, linkList, shareImage, type SchemaThing } from './schema';

const USD = 'USD';

/** What each plan costs: a one-time price, or a monthly price plus a setup fee. */
const planPrices: Record<PlanId, { price: number; setup?: number }> = {
  'one-time': { price: PRICES.oneTime },
  'standard-monthly': { price: PRICES.standardMonthly, setup: PRICES.standardSetup },
  'advanced-monthly': { price: PRICES.advancedMonthly, setup: PRICES.advancedSetup },
};

function planOffer(plan: PackagePlan): SchemaThing {
  const { price, setup } = planPrices[plan.planId];
  const monthly = setup !== undefined;
  return {
    '@type': 'Offer',
    name: plan.title,
    description: `${plan.description} ${plan.price} ${plan.period}.`,
    url: absolute(`${pagePaths.getStarted}?plan=${plan.planId}`),
    price,
    priceCurrency: USD,
    priceSpecification: [
      monthly
        ? {
            '@type': 'UnitPriceSpecification',
            price,
            priceCurrency: USD,
            unitCode: 'MON',
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
          }
        : { '@type': 'UnitPriceSpecification', price, priceCurrency: USD },
      ...(monthly ? [{ '@type': 'UnitPriceSpecification', name: 'Setup fee', price: setup, priceCurrency: USD }] : []),
    ],
    itemOffered: { '@type': 'Service', name: plan.title, description: plan.description, serviceType: 'Website design' },
  };
}

/** The studio as a ProfessionalService (an Organization and LocalBusiness) with every plan as an offer. */
export function studioStructuredData(plans: readonly PackagePlan[], path: string): SchemaThing {
  return {
    '@type': 'ProfessionalService',
    '@id': absolute('/#studio'),
    name: STUDIO_NAME,
    description: `${STUDIO_TAGLINE}: custom, mobile-first websites, built once or looked after every month.`,
    url: absolute('/'),
    logo: absolute('/icons/studio-512.png'),
    image: shareImage(path),
    email: contact.email,
    telephone: contact.phone,
    makesOffer: plans.map(planOffer),
  };
}

/** The services page's questions and answers as a FAQPage. */
export function faqStructuredData(items: readonly FaqItem[]): SchemaThing {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** A page of the studio's site: the studio, the page and its trail (the main navigation and Get Started). */
export const studioPageJsonLd = (plans: readonly PackagePlan[], facts: PageFacts, options?: PageOptions) =>
  sitePage(studioStructuredData(plans, facts.path), [...mainNav, getStartedLink], facts, options);

/** Package Examples: the demo sites it shows, a CollectionPage of their home pages. */
export const demoSitesPage = (): SchemaThing => ({
  '@type': 'CollectionPage',
  mainEntity: linkList(demoList.map((demo) => ({ name: demo.name, path: demo.base }))),
});
