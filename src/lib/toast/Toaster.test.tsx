import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../../content/constants';
import { theme } from '../../theme';
import { Toaster } from './Toaster';
import { resetToasts, toast } from './toastStore';

function renderToaster() {
  return render(
    <ThemeProvider theme={theme}>
      <Toaster />
    </ThemeProvider>,
  );
}

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it(`closes a toast by itself after ${TOAST_DURATION_MS} ms`, () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => void toast({ title: 'Message Sent!', description: 'Thanks' }));
    expect(screen.getByText('Message Sent!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.queryByText('Message Sent!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByText('Message Sent!')).toBeNull();
  });

  it('keeps an infinite toast open', () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => void toast({ title: 'Sticky', duration: Infinity }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 10));
    expect(screen.getByText('Sticky')).toBeTruthy();
  });

  it('shows only the newest toast', () => {
    renderToaster();
    act(() => void toast({ title: 'Old' }));
    act(() => void toast({ title: 'New' }));
    expect(screen.queryByText('Old')).toBeNull();
    expect(screen.getByText('New')).toBeTruthy();
  });

  it('offers the F8 hotkey on the notifications region', () => {
    renderToaster();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });
});
