import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './firstPaint';

/** A stand-in for the browser's paint timing: `paint()` records the entry and tells the observers. */
function paintTiming() {
  const entries: PerformanceEntry[] = [];
  const observers: (() => void)[] = [];
  class Observer {
    static supportedEntryTypes = ['paint', 'resource'];
    private readonly callback: () => void;
    constructor(callback: () => void) {
      this.callback = callback;
    }
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => entries.filter((entry) => entry.name === name));
  const record = (name: string) => {
    entries.push({ name, entryType: 'paint', startTime: 120, duration: 0 } as PerformanceEntry);
    [...observers].forEach((notify) => notify());
  };
  return { record, observers };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, not the first paint, and runs once', () => {
    const timing = paintTiming();
    const run = vi.fn();
    afterFirstPaint(run);
    timing.record('first-paint');
    expect(run).not.toHaveBeenCalled();
    timing.record('first-contentful-paint');
    expect(run).toHaveBeenCalledTimes(1);
    expect(timing.observers).toHaveLength(0);
  });

  it('runs at once when the page has painted already', () => {
    const timing = paintTiming();
    timing.record('first-contentful-paint');
    const run = vi.fn();
    afterFirstPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(timing.observers).toHaveLength(0);
  });

  it('without paint timing, runs after the next frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['resource'];
      },
    );
    const run = vi.fn();
    afterFirstPaint(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
