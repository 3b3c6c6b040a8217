/**
 * The inbox's server state (leadQueries.ts through TanStack Query), counted at the network: the
 * MSW handlers of the stories answer, every REST request is recorded, and fake timers (that also
 * follow the real clock, so Testing Library's waits work) stand in for the poll interval.
 */
import { createClient } from '@supabase/supabase-js';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInboxStore, inboxErrors, inboxHandlers, type InboxStore } from '../../../mocks/supabase/inbox';
import { fillStore, storyLead } from '../../../stories/Features/inboxFixtures';
import { inboxCopy } from '../../content/inboxCopy';
import { AuthProvider } from '../../lib/auth';
import { theme } from '../../theme';
import { Inbox } from './Inbox';

const POLL_MS = 20_000;
const msw = setupServer();
let requests: string[] = [];
msw.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/rest/v1/')) requests.push(`${request.method} ${url.pathname.slice('/rest/v1/'.length)}`);
});
beforeAll(() => msw.listen({ onUnhandledFrame: 'error' }));
let store: InboxStore;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  store = fillStore(createInboxStore());
  msw.use(...inboxHandlers(store));
  requests = [];
});
afterEach(() => {
  msw.resetHandlers();
  vi.useRealTimers();
  setVisibility('visible');
});
afterAll(() => msw.close());

const supabase = createClient('http://localhost:54321', 'anon-key', {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});
const load = () => Promise.resolve(supabase);

function mount(route = '/studio', pollMs = POLL_MS) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>
        <AuthProvider client={load} anonKey="anon-key">
          <Inbox client={load} pollMs={pollMs} />
        </AuthProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** Lets time pass (fake timers) and every request it started be answered. */
async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(50));
}

/** The requests `action` makes, once they are answered. */
async function requestsOf(action: () => unknown): Promise<string[]> {
  requests = [];
  await act(async () => action());
  await pass(0);
  return requests;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const listShown = () => screen.findByRole('table', {}, { timeout: 5000 });
const firstLink = () => within(screen.getAllByRole('row')[1] as HTMLElement).getByRole('link');
const countsNav = () => screen.getByRole('navigation', { name: inboxCopy.counts });
const POLL = ['GET lead_counts', 'GET lead_notifications', 'GET submissions'];

describe('inbox polling', { timeout: 20_000 }, () => {
  it('a poll is three requests: the page, the counts per status, the mail state (nine before)', async () => {
    mount();
    await listShown();
    expect([...requests].sort()).toEqual(POLL);
    // Half an interval later nothing yet, one interval later the next poll (the clock also runs for real).
    expect(await requestsOf(() => vi.advanceTimersByTime(POLL_MS / 2))).toEqual([]);
    expect((await requestsOf(() => vi.advanceTimersByTime(POLL_MS / 2))).sort()).toEqual(POLL);
  });

  it('finds a new lead: on top, announced, counted', async () => {
    mount();
    await listShown();
    store.leads.push({ ...storyLead(0, Date.now()), id: '00000000-0000-4000-8000-000000000999', name: 'Nadia Newcomer' });
    await pass(POLL_MS);
    expect(screen.getByText(inboxCopy.newArrived(1))).toBeTruthy();
    expect(firstLink().textContent).toContain('Nadia Newcomer');
    expect(countsNav().textContent).toContain(`${inboxCopy.filters.allStatuses} 55`);
    // The next poll: nothing new since, nothing announced.
    await pass(POLL_MS);
    expect(screen.queryByText(inboxCopy.newArrived(1))).toBeNull();
  });

  it('stops while the tab is hidden and catches up at once when it is visible again', async () => {
    mount();
    await listShown();
    expect(await requestsOf(() => setVisibility('hidden'))).toEqual([]);
    expect(await requestsOf(() => vi.advanceTimersByTime(POLL_MS * 3))).toEqual([]);
    expect((await requestsOf(() => setVisibility('visible'))).sort()).toEqual(POLL);
    // Half an interval later nothing yet, one interval later the next poll (the clock also runs for real).
    expect(await requestsOf(() => vi.advanceTimersByTime(POLL_MS / 2))).toEqual([]);
    expect((await requestsOf(() => vi.advanceTimersByTime(POLL_MS / 2))).sort()).toEqual(POLL);
  });

  it('with polling off (pollMs 0) it neither polls nor catches up on focus', async () => {
    mount('/studio', 0);
    await listShown();
    expect(await requestsOf(() => vi.advanceTimersByTime(POLL_MS * 3))).toEqual([]);
    setVisibility('hidden');
    expect(await requestsOf(() => setVisibility('visible'))).toEqual([]);
  });

  it('does not poll the list behind an open lead; back on the list it is current at once', async () => {
    mount();
    await listShown();
    expect(firstLink().textContent).toContain(inboxCopy.unread);
    const open = await requestsOf(() => firstLink().click());
    await screen.findByRole('heading', { level: 2, name: storyLead(0, 0).name });
    // The lead, its history and the read mark; the mail state the list just loaded is reused.
    expect(open.sort()).toEqual(['GET submission_events', 'GET submissions', 'PATCH submissions']);
    expect(await requestsOf(() => vi.advanceTimersByTime(POLL_MS * 2))).toEqual([]);
    expect(await requestsOf(() => setVisibility('visible'))).toEqual([]);
    const back = await requestsOf(() => screen.getByRole('link', { name: inboxCopy.detail.back }).click());
    expect(back.sort()).toEqual(POLL);
    expect(firstLink().textContent).not.toContain(inboxCopy.unread);
  });
});

describe('inbox changes and failures', { timeout: 20_000 }, () => {
  it('a status change refreshes the lead and its history; the list and counts follow when it shows', async () => {
    mount(`/studio?lead=${storyLead(2, 0).id}`);
    await screen.findByRole('heading', { level: 2, name: storyLead(2, 0).name }, { timeout: 5000 });
    // Opened from a link: the list behind it is loaded once, so the way back lands on it.
    expect([...requests].sort()).toEqual([
      'GET lead_counts',
      'GET lead_notifications',
      'GET submission_events',
      'GET submissions',
      'GET submissions',
    ]);
    const saved = await requestsOf(() => screen.getByRole('button', { name: 'Qualified' }).click());
    expect(saved).toEqual(['PATCH submissions', 'GET submission_events']);
    expect(screen.getByRole('heading', { level: 3, name: 'Status: Qualified' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: inboxCopy.detail.history })).getAllByRole('listitem')).toHaveLength(3);
    expect((await requestsOf(() => screen.getByRole('link', { name: inboxCopy.detail.back }).click())).sort()).toEqual(POLL);
    await waitFor(() => expect(countsNav().textContent).toContain(`${inboxCopy.statusLabels.qualified} 8`));
  });

  it('shows a failed load after one request, and Retry loads again', async () => {
    let failing = true;
    msw.use(http.all('*/rest/v1/submissions', () => (failing ? HttpResponse.json(inboxErrors.internal.body, { status: 500 }) : undefined)));
    mount();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Internal server error');
    expect(requests.filter((r) => r === 'GET submissions')).toHaveLength(1);
    failing = false;
    await act(async () => within(alert).getByRole('button', { name: inboxCopy.retry }).click());
    await listShown();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps no cache between mounts: a new inbox loads again', async () => {
    const first = mount();
    await listShown();
    first.unmount();
    requests = [];
    mount();
    expect(screen.getByText(inboxCopy.loading)).toBeTruthy();
    await listShown();
    expect([...requests].sort()).toEqual(POLL);
  });
});
