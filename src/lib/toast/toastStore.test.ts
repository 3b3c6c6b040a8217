import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT } from '../../content/constants';
import { dismissToast, getToasts, resetToasts, toast } from './toastStore';

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps at most one toast: a new toast replaces the existing one', () => {
    expect(TOAST_LIMIT).toBe(1);
    const first = toast({ title: 'First' });
    const second = toast({ title: 'Second' });
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
    expect(first.id).not.toBe(second.id);
  });

  it('update changes the toast in place', () => {
    const handle = toast({ title: 'Saving' });
    handle.update({ title: 'Saved', variant: 'success' });
    expect(getToasts()).toEqual([expect.objectContaining({ id: handle.id, title: 'Saved', variant: 'success', open: true })]);
  });

  it('dismiss closes the toast, then removes it after the exit animation', () => {
    vi.useFakeTimers();
    const handle = toast({ title: 'Bye' });
    handle.dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ id: handle.id, open: false })]);
    vi.advanceTimersByTime(1000);
    expect(getToasts()).toEqual([]);
  });

  it('dismissToast() without an id closes every toast', () => {
    toast({ title: 'One' });
    dismissToast();
    expect(getToasts().every((t) => !t.open)).toBe(true);
  });
});
