/** POST /logout?scope=global|local|others (GoTrue internal/api/logout.go): 204, no body. */
import type { Hono } from 'hono';
import { validationFailed } from './errors.ts';
import { requireUser } from './http.ts';
import type { AuthDeps } from './http.ts';
import { logout } from './sessions.ts';
import type { LogoutScope } from './sessions.ts';

const SCOPES: ReadonlySet<string> = new Set(['global', 'local', 'others']);

export function registerLogout(app: Hono, deps: AuthDeps): void {
  app.post('/logout', async (c) => {
    const { user, session } = await requireUser(c, deps);
    const raw = c.req.query('scope') ?? 'global';
    if (!SCOPES.has(raw)) throw validationFailed(`Unsupported logout scope ${JSON.stringify(raw)}`);
    await logout(deps.db, user.id, session.id, raw as LogoutScope);
    return c.body(null, 204);
  });
}
