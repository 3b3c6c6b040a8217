/**
 * The command line of the speed scripts (lighthouse, bench-navigation): their own options plus
 * the shared --base, --start, --runs and -h (which prints the script's header comment).
 */
import { readFileSync } from 'node:fs';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

const shared = {
  base: { type: 'string', default: 'http://127.0.0.1:8787' },
  start: { type: 'boolean', default: false },
  runs: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const satisfies ParseArgsOptionsConfig;

export function speedCli<T extends ParseArgsOptionsConfig>(file: string, defaultRuns: number, options: T) {
  const { values } = parseArgs<{ options: T & typeof shared }>({ options: { ...options, ...shared } });
  // The generic result does not narrow inside this function; the shared options are known.
  const common = values as { help?: boolean; runs?: string };
  if (common.help) {
    const source = readFileSync(file, 'utf8');
    console.log(source.slice(source.indexOf('/**'), source.indexOf('*/') + 2));
    process.exit(0);
  }
  const runs = Number(common.runs ?? defaultRuns);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  return { opts: values, runs };
}
