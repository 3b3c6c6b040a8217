import { describe, expect, it } from 'vitest';
import type { Plan } from './asRole.ts';
import { buildInsertSql } from './insert.ts';
import { insertRows } from './insertRows.ts';
import { rowsPayload } from './rows.ts';
import type { TableInfo } from './schema.ts';

const columns = ['id', 'name', 'email'];
const table: TableInfo = { name: 'leads', columns, columnSet: new Set(columns), primaryKey: ['id'], sqlName: 'public."leads"' };

describe('insert service', () => {
  it('plans one insert of the rows as given (no JSON round trip) and runs it through the caller', async () => {
    const plans: Plan<unknown>[] = [];
    const run = async <T>(plan: Plan<T>) => {
      plans.push(plan);
      return plan.finish([{ n: 1, body: null, first: null }]);
    };
    const result = await insertRows(run, { table, payload: rowsPayload([{ name: 'Ann', email: 'ann@example.com' }]) });
    expect(result).toEqual({ rows: 1, body: undefined });
    expect(plans.map((p) => p.statements)).toEqual([
      [{ sql: buildInsertSql(table, ['name', 'email'], { returning: undefined }), params: ['[{"name":"Ann","email":"ann@example.com"}]'] }],
    ]);
  });

  it('refuses a column the table does not have, before anything runs', () => {
    const run = () => Promise.reject(new Error('must not run'));
    expect(() => insertRows(run, { table, payload: rowsPayload([{ nope: 1 }]) })).toThrow(
      expect.objectContaining({ status: 400, code: 'PGRST204' }),
    );
  });
});
