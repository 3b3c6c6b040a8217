/** `npm run lighthouse`'s numbers: the metrics of a run, their medians, the verdict (issues 13 and 28) and the table. */
import type lighthouse from 'lighthouse';

/** Goal thresholds: issue 13's, with issue 28's LCP ratio (≤ 0.8 × the reference) and SEO score (100). */
export const GOAL = { tbtSlackMs: 50, lcpRatio: 0.8, homeBootupMs: 300, desktopPerf: 100, seo: 100 };

export interface Target {
  label: string;
  url: string;
  reference: boolean;
}

export interface Metrics {
  perf: number;
  /** Lighthouse's SEO score (0–100). */
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKB: number;
  bootup: number;
  bench: number;
}

/** The medians of a target's runs, and how many runs there were. */
export type Medians = Metrics & { ok: number };

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export function extract(lhr: LighthouseResult): Metrics {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = lhr.audits['resource-summary']?.details;
  const items = summary && 'items' in summary ? (summary.items as { resourceType?: string; transferSize?: number }[]) : [];
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value == null ? NaN : value * 100;
  };
  return {
    perf: score('performance'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKB: (items.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
    bootup: audit('bootup-time'),
    bench: lhr.environment.benchmarkIndex,
  };
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

export function medians(list: Metrics[]): Medians {
  const of = (key: keyof Metrics) => median(list.map((m) => m[key]));
  return {
    perf: of('perf'),
    seo: of('seo'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    jsKB: of('jsKB'),
    bootup: of('bootup'),
    bench: of('bench'),
    ok: list.length,
  };
}

export const fmt = (value: number, digits = 0) => (Number.isNaN(value) ? 'n/a' : value.toFixed(digits));
const clsIsZero = (cls: number) => Number(cls.toFixed(3)) === 0;

export interface Run {
  targets: Target[];
  results: Map<Target, Medians>;
  runs: number;
  desktop: boolean;
  /** Lighthouse's version and the form factor, for the notes. */
  lhVersion: string;
}

/** PASS/FAIL of one route against the goal (against the first reference on mobile). */
function verdict(target: Target, m: Medians, run: Run, ref: Medians | undefined): string {
  if (target.reference) return target === run.targets.find((t) => t.reference) ? 'reference' : 'ref';
  if (!m.ok) return 'FAIL (no run)';
  if (run.desktop) {
    const misses = [
      m.perf < GOAL.desktopPerf && `perf<${GOAL.desktopPerf}`,
      !(m.seo >= GOAL.seo) && 'SEO',
      !clsIsZero(m.cls) && 'CLS',
    ].filter(Boolean);
    return misses.length ? `FAIL ${misses.join(' ')}` : 'PASS';
  }
  if (!ref) return clsIsZero(m.cls) ? '- (no ref)' : 'FAIL CLS';
  const misses = [
    m.perf < ref.perf && 'perf',
    m.tbt > ref.tbt + GOAL.tbtSlackMs && 'TBT',
    m.lcp > ref.lcp * GOAL.lcpRatio && 'LCP',
    !(m.seo >= GOAL.seo) && 'SEO',
    !clsIsZero(m.cls) && 'CLS',
  ].filter(Boolean);
  return misses.length ? `FAIL ${misses.join(' ')}` : 'PASS';
}

/** The Markdown table, the notes under it, and the routes that miss the goal. */
export function report(run: Run): { table: string; notes: string[]; failed: string[] } {
  const firstRef = run.targets.find((t) => t.reference);
  const ref = firstRef ? run.results.get(firstRef) : undefined;
  const header = ['route', 'runs', 'perf', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'bootup ms', 'LCP/ref', 'TBT-ref ms', 'goal'];
  const rows = run.targets.map((target) => {
    const m = run.results.get(target) ?? medians([]);
    const tbtDiff = ref ? m.tbt - ref.tbt : NaN;
    const tbt = Number.isNaN(tbtDiff) ? 'n/a' : `${tbtDiff > 0 ? '+' : ''}${tbtDiff.toFixed(0)}`;
    return [
      target.label,
      `${m.ok}/${run.runs}`,
      fmt(m.perf),
      fmt(m.seo),
      fmt(m.lcp),
      fmt(m.tbt),
      fmt(m.cls, 3),
      fmt(m.jsKB),
      fmt(m.bootup),
      fmt(ref ? m.lcp / ref.lcp : NaN, 2),
      tbt,
      verdict(target, m, run, ref),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const edge = (i: number) => i === 0 || i === header.length - 1;
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (edge(i) ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => '-'.repeat(w + 1) + (edge(i) ? '-' : ':')).join('|')}|`;
  const table = [line(header), rule, ...rows.map(line)].join('\n');

  const home = run.targets.find((t) => !t.reference && t.label === '/');
  const homeBootup = home ? run.results.get(home)?.bootup : undefined;
  const formFactor = run.desktop ? 'desktop' : 'mobile';
  const bench = fmt(median([...run.results.values()].map((m) => m.bench)));
  const goal = run.desktop
    ? `perf ${GOAL.desktopPerf}, SEO ${GOAL.seo}, CLS 0`
    : ref &&
      `perf ≥ ${fmt(ref.perf)}, TBT ≤ ${fmt(ref.tbt + GOAL.tbtSlackMs)} ms, LCP ≤ ${fmt(ref.lcp * GOAL.lcpRatio)} ms, SEO ${GOAL.seo}, CLS 0`;
  const notes = [
    `${new Date().toISOString()} · Lighthouse ${run.lhVersion} · ${formFactor} preset, simulated throttling · median of ${run.runs} · host benchmark index ${bench}`,
    ref && firstRef
      ? `goal per route vs ${firstRef.label}: ${goal}`
      : goal
        ? `goal per route: ${goal}`
        : 'no reference given (--ref / --serve-ref): only CLS is checked',
    homeBootup === undefined
      ? undefined
      : run.desktop
        ? `home main-thread scripting (bootup-time): ${fmt(homeBootup)} ms (its ${GOAL.homeBootupMs} ms goal is for the mobile preset)`
        : `home main-thread scripting (bootup-time): ${fmt(homeBootup)} ms (goal ≤ ${GOAL.homeBootupMs} ms): ${homeBootup <= GOAL.homeBootupMs ? 'PASS' : 'FAIL'}`,
  ].filter((note): note is string => Boolean(note));
  const failed = rows.filter((r) => (r.at(-1) ?? '').startsWith('FAIL')).map((r) => r[0] ?? '');
  return { table, notes, failed };
}
