/**
 * Business constants from the product spec (§9). Each number lives here once;
 * content, pages, stories and tests read it from here.
 */
export const PRICES = {
  oneTime: 600,
  standardMonthly: 35,
  standardSetup: 600,
  advancedMonthly: 65,
  advancedSetup: 1200,
} as const;

export const ADD_ON_PRICES = {
  ecommerce: 600,
  advancedSeo: 300,
  cms: 400,
  multiLanguage: 600,
} as const;

/** Days of post-launch support and guarantee on the one-time build. */
export const SUPPORT_DAYS = 30;
/** Typical duration of a one-time project, in days. */
export const ONE_TIME_DURATION_DAYS = { min: 2, max: 4 } as const;
/** Notice needed to cancel a monthly package, in days. */
export const CANCELLATION_NOTICE_DAYS = 30;
/** The team answers every consultation request within this many hours. */
export const RESPONSE_TIME_HOURS = 24;

/** The navigation bar turns translucent once the page has scrolled past this many pixels. */
export const NAV_SCROLL_THRESHOLD_PX = 50;

/** Toasts: one at a time, 5 s each unless infinite, swipe 50 px to dismiss, F8 focuses them. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

/** Demo sites. */
export const STANDARD_DEMO_SUBMIT_DELAY_MS = 1000;
export const ADVANCED_DEMO = {
  shippingDays: { min: 2, max: 3 },
  freeShippingOver: 100,
  rating: 4,
  ratingOutOf: 5,
  reviewCount: 12,
  quantity: 1,
} as const;
export const LANDSCAPING_HOURS = [
  { days: 'Monday – Friday', hours: '8:00 AM – 5:00 PM' },
  { days: 'Saturday', hours: '9:00 AM – 1:00 PM (by appointment)' },
  { days: 'Sunday', hours: 'Closed' },
] as const;
