/** MSW for the browser (the service worker lives in .storybook/public). */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';

export const worker = setupWorker(...handlers);
