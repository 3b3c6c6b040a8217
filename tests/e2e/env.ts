/** Ports and database the end-to-end servers use (kept away from the dev defaults). */
export const E2E_PORTS = { pglite: 4310, postgres: 4311 } as const;
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/studio_e2e';
