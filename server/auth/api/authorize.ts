/**
 * GET /authorize: OAuth providers are not enabled on this server, so GoTrue's answer for a
 * disabled provider (400, no redirect). A browser navigation sends no version header, so the
 * body takes the legacy shape {code, error_code, msg}.
 */
import type { Hono } from 'hono';
import { validationFailed } from '../errors.ts';
import { EXTERNAL_PROVIDERS } from './settings.ts';

export function registerAuthorize(app: Hono): void {
  app.get('/authorize', (c) => {
    const provider = (c.req.query('provider') ?? '').trim().toLowerCase();
    if ((EXTERNAL_PROVIDERS as readonly string[]).includes(provider) && provider !== 'anonymous_users') {
      throw validationFailed('Unsupported provider: provider is not enabled');
    }
    throw validationFailed(`Unsupported provider: Provider ${provider} could not be found`);
  });
}
