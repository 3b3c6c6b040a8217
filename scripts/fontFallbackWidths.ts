/**
 * How wide each web font sets text at each weight band, against its local fallback face (regular
 * below 550, bold from 550), measured in Chromium on one English sample in Title Case and sentence
 * case: the size-adjust that makes the fallback take the web font's width. capsize's metrics cover
 * the regular weight only, and a bold heading set in a synthetic-bold fallback came out 4.7%
 * narrower than Inter at 800, so it wrapped differently and the swap shifted the home page (CLS
 * 0.019 at 375 px). src/theme/fontFallbacks.ts keeps the results; tests/server/fontFallbacks.test.ts
 * measures again and fails when they drift.
 *
 *   node scripts/fontFallbackWidths.ts     print the table fontFallbacks.ts holds
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { FALLBACK_BANDS, fontFallbacks, LOCAL_FACES, type FallbackFamily } from '../src/theme/fontFallbacks.ts';
import { cli } from './cli.ts';

const SAMPLE =
  'Beautiful Websites That Grow Your Business. We design and build fast, mobile-first websites that turn visitors ' +
  'into customers. Pay once from $600, or let us look after everything from $35 a month. Quick Brown Fox: 0123456789';

const FILES: Record<FallbackFamily, string> = {
  'Inter Fallback': 'inter',
  'Fraunces Fallback': 'fraunces',
  'Newsreader Fallback': 'newsreader',
  'Roboto Condensed Fallback': 'roboto-condensed',
};

/** The width of "0" (what a ch is) in each web font at each band's weight, in em, 4 decimals: the themes' `fonts.displayCh`. */
export type ChWidths = Record<FallbackFamily, Record<string, string>>;

/** size-adjust per family and band (percent, 4 decimals), as fontFallbacks.ts writes them, and each web font's ch. */
export async function measureFallbackWidths(): Promise<{ widths: Record<FallbackFamily, Record<string, string>>; ch: ChWidths }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const result = {} as Record<FallbackFamily, Record<string, string>>;
    const ch = {} as ChWidths;
    for (const family of Object.keys(fontFallbacks) as FallbackFamily[]) {
      const file = path.resolve(
        import.meta.dirname,
        '../node_modules/@fontsource-variable',
        FILES[family],
        'files',
        `${FILES[family]}-latin-wght-normal.woff2`,
      );
      const local = LOCAL_FACES[fontFallbacks[family].local];
      [result[family], ch[family]] = await page.evaluate(
        async ({ data, local, bands, sample }) => {
          const web = new FontFace('Web', new Uint8Array(data).buffer, { weight: '100 900' });
          const regular = new FontFace('LocalRegular', local.regular);
          const bold = new FontFace('LocalBold', local.bold, { weight: '700' });
          for (const face of [web, regular, bold]) document.fonts.add(await face.load());
          const context = document.createElement('canvas').getContext('2d')!;
          const width = (font: string) => ((context.font = font), context.measureText(sample).width);
          const zero = (weight: number) => ((context.font = `${weight} 100px Web`), context.measureText('0').width / 100);
          const sizes = bands
            .filter(({ weight }) => weight !== 400)
            .map(({ weight, face }) => {
              const fallback = face === 'bold' ? width('700 100px LocalBold') : width('400 100px LocalRegular');
              return [String(weight), `${((width(`${weight} 100px Web`) / fallback) * 100).toFixed(4)}%`];
            });
          return [
            Object.fromEntries(sizes),
            Object.fromEntries(bands.map(({ weight }) => [String(weight), `${zero(weight).toFixed(4)}em`])),
          ];
        },
        { data: [...readFileSync(file)], local, bands: [...FALLBACK_BANDS], sample: SAMPLE },
      );
    }
    return { widths: result, ch };
  } finally {
    await browser.close();
  }
}

if (import.meta.filename === process.argv[1]) {
  cli(import.meta.filename, {});
  console.log(JSON.stringify(await measureFallbackWidths(), null, 2));
}
