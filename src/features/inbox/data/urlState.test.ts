import { describe, expect, it } from 'vitest';
import { filterOf, formatView, parseView } from './urlState';

const ID = '0b9d7c1e-5a4f-4e2b-8c3d-1f6a9e2b7c40';

describe('inbox view in the URL', () => {
  it('round-trips status, service, page, lead and the search (in the fragment)', () => {
    const view = { status: 'contacted', service: 'custom', search: 'Zoë & "Co", 50%', page: 2, lead: ID } as const;
    const { search, hash } = formatView(view);
    expect(search).toBe(`?status=contacted&service=custom&page=3&lead=${ID}`);
    expect(hash).not.toContain('Zoë');
    expect(parseView(search, hash)).toEqual(view);
  });

  it('leaves out defaults and ignores unknown or malformed values', () => {
    expect(formatView({ search: ' ', page: 0 })).toEqual({ search: '', hash: '' });
    expect(parseView('?status=deleted&service=x&page=-4&lead=../../etc', '')).toEqual({ search: '', page: 0 });
    expect(parseView('?page=1.5', '#q=')).toEqual({ search: '', page: 0 });
  });

  it('turns a view into the query filter (trimmed search, one status)', () => {
    expect(filterOf({ status: 'won', search: '  bakery ', page: 1 })).toEqual({ statuses: ['won'], search: 'bakery', page: 1 });
    expect(filterOf({ search: '', page: 0 })).toEqual({ page: 0 });
  });
});
