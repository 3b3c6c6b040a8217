/**
 * POST /logout?scope=global|local|others (GoTrue internal/api/logout.go): 204, no body. Ending
 * other sessions is an account change: once the user has a verified factor it needs an aal2
 * session (403 insufficient_aal, nothing ended), so a password alone cannot sign the staff member
 * out everywhere. `local` (this session only) is always allowed.
 */
import type { Hono } from 'hono';
import { insufficientAal, validationFailed } from '../errors.ts';
import { listFactors } from '../models/factors.ts';
import { logout } from '../models/sessions.ts';
import type { LogoutScope } from '../models/sessions.ts';
import { requireUser } from './request.ts';
import type { AuthDeps } from './request.ts';

const SCOPES: ReadonlySet<string> = new Set(['global', 'local', 'others']);

export function registerLogout(app: Hono, deps: AuthDeps): void {
  app.post('/logout', async (c) => {
    const { user, session } = await requireUser(c, deps);
    const raw = c.req.query('scope') ?? 'global';
    if (!SCOPES.has(raw)) throw validationFailed(`Unsupported logout scope ${JSON.stringify(raw)}`);
    if (raw !== 'local' && session.aal !== 'aal2' && (await listFactors(deps.db, user.id)).some((f) => f.status === 'verified')) {
      throw insufficientAal(403, 'AAL2 session is required to sign out other sessions when MFA is enabled.');
    }
    await logout(deps.db, user.id, session.id, raw as LogoutScope);
    return c.body(null, 204);
  });
}
