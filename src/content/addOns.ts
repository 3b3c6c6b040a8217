import { ADD_ON_PRICES } from './constants';
import { formatUsd } from './format';
import { Languages, LayoutTemplate, Search, ShoppingCart } from 'lucide-react';
import type { IconComponent } from '../components/Icon';

export interface AddOn {
  name: string;
  price: string;
  /** How often it is paid: the spec names no term for add-ons, so they are one-time. */
  term: string;
  description: string;
  icon: IconComponent;
}

export const ADD_ON_TERM = 'one-time';

export const addOns: AddOn[] = [
  {
    name: 'E-commerce Integration',
    term: ADD_ON_TERM,
    price: formatUsd(ADD_ON_PRICES.ecommerce),
    description: 'Sell online with a product catalog, cart and secure checkout.',
    icon: ShoppingCart,
  },
  {
    name: 'Advanced SEO Package',
    term: ADD_ON_TERM,
    price: formatUsd(ADD_ON_PRICES.advancedSeo),
    description: 'Keyword research, local listings and a technical SEO audit.',
    icon: Search,
  },
  {
    name: 'Content Management System',
    term: ADD_ON_TERM,
    price: formatUsd(ADD_ON_PRICES.cms),
    description: 'Edit your own pages, posts and photos without touching code.',
    icon: LayoutTemplate,
  },
  {
    name: 'Multi-language Support',
    term: ADD_ON_TERM,
    price: formatUsd(ADD_ON_PRICES.multiLanguage),
    description: 'Reach more customers with your site in additional languages.',
    icon: Languages,
  },
];
