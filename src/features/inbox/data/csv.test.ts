import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, leadsToCsv } from './csv';
import type { Lead } from './queries';

const lead = (over: Partial<Lead> = {}): Lead => ({
  id: '00000000-0000-4000-8000-000000000001',
  created_at: '2026-11-23T10:00:00+00:00',
  updated_at: '2026-11-23T10:05:00+00:00',
  read_at: null,
  name: 'Zoë Ångström',
  email: 'zoe@example.com',
  phone: null,
  business_name: 'Café "Ünïcode", Ltd.',
  service: 'custom',
  store_integration: true,
  message: 'Line one\nline two',
  status: 'new',
  notes: '',
  ...over,
});

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const bad of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://evil")']) expect(csvCell(bad)).toBe(`'${bad}`);
    for (const ok of ['Ann', '1-2', 'a=b', '', ' =x']) expect(csvCell(ok)).toBe(ok);
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('yes');
    expect(csvCell(false)).toBe('no');
  });

  it('writes RFC 4180 with a BOM: CRLF records, quotes doubled, line breaks inside quoted cells', () => {
    const text = leadsToCsv([lead(), lead({ name: '=cmd|"/c calc"!A0', notes: '-2+3' })]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const body = text.slice(1);
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.split('\r\n')[0]).toBe(
      'Received (UTC),Status,Name,E-mail,Phone,Business,Service,E-commerce,Message,Notes,Read (UTC),Last Change (UTC),Lead ID',
    );
    expect(body).toContain('Zoë Ångström,zoe@example.com,,"Café ""Ünïcode"", Ltd.",custom,yes,"Line one\nline two",,,');
    expect(body).toContain(`"'=cmd|""/c calc""!A0"`);
    expect(body).toContain(",'-2+3,");
    expect(body.split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  it('names the file after the local date', () => {
    expect(csvFileName(new Date(2026, 0, 5, 23, 59))).toBe('leads-2026-01-05.csv');
  });
});
