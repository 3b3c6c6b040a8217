// Content: the single source of truth for copy, prices and data. Pages, stories and tests read it.
export * from './addOns';
export * from './comparison';
export * from './constants';
export * from './demoCards';
export * from './faq';
export * from './format';
export * from './highlights';
export * from './navigation';
export * from './plans';
export * from './processSteps';
export * from './serviceOptions';
export * from '../config/site';
export * from './pageMeta';
