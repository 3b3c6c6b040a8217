/** GET /settings (GoTrue internal/api/settings.go): only e-mail sign-in; no OAuth, phone, SAML or passkeys. */
import type { Hono } from 'hono';
import type { AuthDeps } from './request.ts';

/** The providers GoTrue lists; none but e-mail is enabled here. */
export const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'slack',
  'slack_oidc',
  'spotify',
  'twitch',
  'twitter',
  'x',
  'workos',
  'zoom',
] as const;

export function registerSettings(app: Hono, deps: AuthDeps): void {
  app.get('/settings', (c) => {
    const external: Record<string, boolean> = Object.fromEntries(EXTERNAL_PROVIDERS.map((p) => [p, false]));
    return c.json({
      external: { ...external, email: true, phone: false },
      disable_signup: !deps.options.signupEnabled,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    });
  });
}
