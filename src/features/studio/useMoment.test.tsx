import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMoment, VERIFIED_NOTICE_MS } from './useMoment';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/studio']}>{children}</MemoryRouter>;

/** The hook, and a way to move to another view as a click on a lead or a filter does. */
function renderMoment(active = true) {
  return renderHook(({ on }) => ({ now: useMoment(on), navigate: useNavigate() }), { wrapper, initialProps: { on: active } });
}

describe('useMoment ("Code accepted" after the sign-in that verified the code)', () => {
  let focused: boolean;
  beforeEach(() => {
    vi.useFakeTimers();
    focused = true;
    vi.spyOn(document, 'hasFocus').mockImplementation(() => focused);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const blur = () => act(() => void ((focused = false), window.dispatchEvent(new Event('blur'))));
  const focus = () => act(() => void ((focused = true), window.dispatchEvent(new Event('focus'))));

  it('is off until the event, then on until 12 s with the window in focus have passed', () => {
    const { result, rerender } = renderMoment(false);
    expect(result.current.now).toBe(false);
    rerender({ on: true });
    expect(result.current.now).toBe(true);
    act(() => vi.advanceTimersByTime(VERIFIED_NOTICE_MS - 1));
    expect(result.current.now).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.now).toBe(false);
  });

  it('time in another window does not count: the rest runs once the window has focus again', () => {
    const { result } = renderMoment();
    act(() => vi.advanceTimersByTime(5_000));
    blur();
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.now).toBe(true);
    focus();
    act(() => vi.advanceTimersByTime(VERIFIED_NOTICE_MS - 5_000 - 1));
    expect(result.current.now).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.now).toBe(false);
  });

  it('a sign-in in a window without focus keeps the notice until the window has had it for 12 s', () => {
    focused = false;
    const { result } = renderMoment();
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.now).toBe(true);
    focus();
    act(() => vi.advanceTimersByTime(VERIFIED_NOTICE_MS));
    expect(result.current.now).toBe(false);
  });

  it('ends at once when the view changes, and stays ended back on the first view', () => {
    const { result } = renderMoment();
    act(() => void result.current.navigate('/studio?lead=42'));
    expect(result.current.now).toBe(false);
    act(() => void result.current.navigate('/studio'));
    expect(result.current.now).toBe(false);
    act(() => vi.advanceTimersByTime(VERIFIED_NOTICE_MS * 2));
    expect(result.current.now).toBe(false);
  });
});
