/** Shared by the studio and inbox end-to-end tests: TOTP codes from the shown setup key, axe, screenshots. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;

function code(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD }).generate({
    timestamp: step * PERIOD * 1000,
  });
}

/** A code for a step the server has not accepted yet (it refuses a code twice; ±1 step of skew). */
export async function freshCode(secret: string, used: Set<number>): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / PERIOD);
    // Never the step before: its code expires at the next boundary, which a busy run can cross.
    const step = [now, now + 1].find((s) => s > Math.max(...used, -Infinity));
    if (step !== undefined) {
      used.add(step);
      return code(secret, step);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function expectAxeClean(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Full-page screenshots at the phone and desktop widths, kept with the test's output. */
export async function capture(page: Page, info: TestInfo, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
