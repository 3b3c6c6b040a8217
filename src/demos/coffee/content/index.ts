/**
 * The Daily Grind (one-time package demo): every fact its pages, stories and tests show.
 * No asset imports here, so Node-side tests can read it; images live in ../images.ts.
 */

import { formatUsd } from '../../../content/format.ts';
import { emailField, messageField, nameField, REQUIRED_NOTE } from '../../shared/content/formFields.ts';
import { menuPriceRange } from './menu.ts';
import { coffeeRoutes, demos } from '../../registry.ts';

export * from './menu.ts';

export const coffeePaths = coffeeRoutes;

export const coffeeBusiness = {
  name: demos.coffee.name,
  tagline: 'Coffee house & bakery',
  founded: 2014,
  street: '214 Maple Street',
  city: 'Riverton, OR 97000',
  phone: '(555) 013-4477',
  email: 'hello@dailygrind.example',
} as const;

export const coffeeNav = demos.coffee.nav;

export const coffeeHours = [
  { days: 'Monday – Friday', hours: '6:30 AM – 6:00 PM' },
  { days: 'Saturday & Sunday', hours: '7:30 AM – 4:00 PM' },
] as const;

export const coffeeHighlights = [
  { title: 'Roasted In-House', text: 'Fresh beans every week from our little roaster behind the counter.' },
  { title: 'Baked at Dawn', text: 'Croissants, muffins and tarts made from scratch every morning.' },
  { title: 'Stay a While', text: 'Free Wi-Fi, sunny window seats and refills on drip coffee.' },
] as const;

export const coffeeValues = [
  { title: 'Direct-Trade Beans', text: 'We buy from three farms we have visited, and pay well above fair-trade prices.' },
  { title: 'Zero-Waste Bar', text: 'Bring your own cup for 25¢ off; grounds go to the community garden.' },
  { title: 'Neighbors First', text: 'Local artists on the walls, local milk in the fridge, local kids on the staff.' },
] as const;

const site = coffeeBusiness.name;

/** Title and description of every page: one source for the pages, the prerender and the tests. */
export const coffeeMeta = {
  home: {
    path: coffeePaths.home,
    title: `${site} | Coffee House & Bakery in Riverton`,
    description: 'Small-batch coffee roasted in-house, pastries baked at dawn and a sunny corner on Maple Street.',
  },
  about: {
    path: coffeePaths.about,
    title: `About Us | ${site}`,
    description: `How a tiny espresso cart became Riverton's favorite corner café, and what we care about.`,
  },
  menu: {
    path: coffeePaths.menu,
    title: `Menu | ${site}`,
    description: 'Espresso, lattes and freshly baked pastries. See our full menu and prices.',
  },
  contact: {
    path: coffeePaths.contact,
    title: `Contact | ${site}`,
    description: 'Find us on Maple Street, check our opening hours or send us a message.',
  },
  notFound: {
    title: `Page Not Found | ${site}`,
    description: 'This page is not on the menu.',
  },
} as const;

/** The contact form's toast. */
export const COFFEE_TOAST_TITLE = 'Message Sent!';

/** Titles mark emphasised words with *asterisks* (drawn in italics by the brand). */
const b = coffeeBusiness;
const address = `${b.street}, ${b.city}`;

export const coffeeCopy = {
  footer: {
    legal: `${b.name}. A fictional café.`,
    hoursTitle: 'Opening Hours',
    navTitle: 'Explore',
    address,
    contact: `${b.phone} · ${b.email}`,
  },
  hero: {
    eyebrow: `Since ${b.founded} · ${b.street}`,
    title: 'Good Coffee, *Slow* Mornings.',
    lead: 'Small-batch beans roasted behind the counter, pastries out of the oven at dawn and a window seat with your name on it. Welcome to the neighborhood.',
    primary: { label: 'See Our Menu', to: coffeeRoutes.menu },
    secondary: { label: 'Find Us', to: coffeeRoutes.contact },
    note: 'Open every day from 6:30 AM',
  },
  highlights: { title: 'Why Riverton Drops By', items: coffeeHighlights },
  favourites: {
    eyebrow: 'Regulars swear by them',
    title: 'House Favorites',
    link: { label: 'Full Menu', to: coffeeRoutes.menu },
  },
  story: {
    eyebrow: 'Our story',
    title: 'It Started with a Cart and a *Very* Loud Grinder.',
    paragraphs: [
      `In ${b.founded} we parked an espresso cart outside the farmers’ market. Ten years later we roast our own beans on Maple Street, and the grinder is still loud.`,
    ],
    action: { label: 'Read Our Story', to: coffeeRoutes.about },
  },
  visit: {
    title: 'Pull Up a Chair. *We’ll Put the Kettle On.*',
    address,
    action: { label: 'Get in Touch', to: coffeeRoutes.contact },
    hoursTitle: 'Opening Hours',
  },
  about: {
    intro: {
      eyebrow: 'Our story',
      title: 'From a Tiny Espresso Cart to Your Corner Café',
      lead: `${b.name} is a family-run coffee house on ${b.street}. We roast, we bake, we remember your order.`,
    },
    beginnings: {
      title: 'How It Began',
      paragraphs: [
        `Maya and Theo Ortiz bought a second-hand espresso cart in ${b.founded} and parked it outside the Saturday farmers’ market. The queue got longer every week, and so did the list of people asking where they could find us on a Tuesday.`,
        'Two years later the old hardware store on Maple Street came up for rent. We kept the wooden floors, added a five-kilo roaster and a very big oven, and opened the doors with a single menu board.',
        'Today we are a team of eleven, and we still write the specials on that board by hand every morning.',
      ],
    },
    values: { title: 'What We Care About', items: coffeeValues },
    quote: {
      label: 'A word from our founder',
      quote: '“We wanted the kind of place where the barista knows your name and your dog’s name, too.”',
      author: 'Maya Ortiz, co-founder',
    },
    cta: {
      title: 'Come and Taste the Difference',
      actions: [
        { label: 'Browse the Menu', to: coffeeRoutes.menu },
        { label: 'Say Hello', to: coffeeRoutes.contact },
      ],
    },
  },
  menu: {
    intro: {
      eyebrow: 'Brewed & baked daily',
      title: 'Our Menu',
      lead: `Everything from ${formatUsd(menuPriceRange.min, { cents: true })} to ${formatUsd(menuPriceRange.max, { cents: true })}. Whole, oat or almond milk at no extra charge.`,
    },
    jumpLabel: 'Menu categories',
    tagsLabel: 'Labels',
    note: 'Allergies or dietary needs? Ask our baristas: we are happy to tell you what is in everything.',
  },
  contact: {
    intro: {
      eyebrow: 'Questions, catering, compliments',
      title: 'Come Say Hello',
      lead: 'Drop in for a cup, or leave us a note below. We read every message over our morning espresso.',
    },
    formTitle: 'Send Us a Message',
    visitTitle: 'Visit the Café',
    details: [
      { kind: 'address', label: 'Address', text: address },
      { kind: 'hours', label: 'Opening hours' },
      { kind: 'phone', label: 'Phone', text: b.phone },
      { kind: 'email', label: 'Email', text: b.email },
    ],
  },
  form: {
    label: 'Send us a message',
    requiredNote: REQUIRED_NOTE,
    submit: 'Send Message',
    toast: { title: COFFEE_TOAST_TITLE },
    fields: [nameField('Please tell us your name.'), emailField(), messageField('Please write a message.')],
  },
  notFound: {
    eyebrow: 'Error 404',
    title: 'This Page Isn’t on the Menu',
    lead: 'The page you were looking for has moved or never existed. The coffee, however, is very real.',
    actions: [
      { label: 'Back to Home', to: coffeeRoutes.home },
      { label: 'See the Menu', to: coffeeRoutes.menu },
    ],
  },
} as const;
