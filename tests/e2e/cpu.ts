import type { Page } from '@playwright/test';

/**
 * A slower CPU for the page (4×: a mid-range phone) until the returned function is called.
 * Chromium's throttling keeps a core busy for as long as it is on (measured here: 8 s of CPU time in
 * 9 s of typing at 4×, against 1 s at 1×), so a test turns it off once the moment it is about (first
 * paint to hydration) has passed, and the other tests keep that core.
 */
export async function slowCpu(page: Page, rate = 4): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  };
}
