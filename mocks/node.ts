/** MSW for Node (unit tests): `server.listen()` in setup, `server.resetHandlers()` after each test. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

export const server = setupServer(...handlers);
