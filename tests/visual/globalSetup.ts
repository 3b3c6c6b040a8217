/**
 * Storybook project: before a run, the PNG copies Vitest compares with are brought up to date with
 * the committed WebP baselines; after it, every baseline the run wrote (a new story, or `--update`)
 * is stored as WebP (store.ts). A run that only compares writes nothing back.
 */
import { checkIn, checkOut } from './store.ts';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

export default async function setup(): Promise<() => Promise<void>> {
  const { decoded, removed } = await checkOut();
  if (decoded + removed > 0) console.log(`[visual] baselines checked out: ${decoded} decoded, ${removed} removed`);
  return async () => {
    const stored = await checkIn();
    if (stored.length === 0) return;
    const png = stored.reduce((n, s) => n + s.png, 0);
    const webp = stored.reduce((n, s) => n + s.webp, 0);
    console.log(`[visual] ${stored.length} baseline(s) written, stored as WebP: ${kib(png)} PNG -> ${kib(webp)}`);
  };
}
