/** The local-only auth tables (schema.sql), applied by db/migrate.ts right after the bootstrap. */
import fs from 'node:fs';

export const AUTH_SCHEMA_FILE = new URL('./schema.sql', import.meta.url);
export const AUTH_SCHEMA_SQL = fs.readFileSync(AUTH_SCHEMA_FILE, 'utf8');
