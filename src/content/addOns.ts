import { ADD_ON_PRICES } from './constants';
import { formatUsd } from './format';
import { Languages, LayoutTemplate, Search, ShoppingCart } from 'lucide-react';
import type { IconComponent } from '../components/Icon';

export interface AddOn {
  name: string;
  price: string;
  description: string;
  icon: IconComponent;
}

export const addOns: AddOn[] = [
  {
    name: 'E-commerce Integration',
    price: formatUsd(ADD_ON_PRICES.ecommerce),
    description: 'Sell online with a product catalogue, cart and secure checkout.',
    icon: ShoppingCart,
  },
  {
    name: 'Advanced SEO Package',
    price: formatUsd(ADD_ON_PRICES.advancedSeo),
    description: 'Keyword research, local listings and a technical SEO audit.',
    icon: Search,
  },
  {
    name: 'Content Management System',
    price: formatUsd(ADD_ON_PRICES.cms),
    description: 'Edit your own pages, posts and photos without touching code.',
    icon: LayoutTemplate,
  },
  {
    name: 'Multi-language Support',
    price: formatUsd(ADD_ON_PRICES.multiLanguage),
    description: 'Reach more customers with your site in additional languages.',
    icon: Languages,
  },
];
