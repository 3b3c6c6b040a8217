/**
 * The scripts' command lines, all through node:util parseArgs: each script's own options plus
 * -h/--help (which prints the script's header comment). An unknown option, a missing value or an
 * unexpected argument ends the script with one line saying so and exit code 2.
 * `speedCli` adds the speed scripts' (lighthouse, bench-navigation) shared --base, --start and --runs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

const help = { help: { type: 'boolean', short: 'h', default: false } } as const satisfies ParseArgsOptionsConfig;

/** Options parsed strictly; positionals only when `allowPositionals` is set. */
export function cli<T extends ParseArgsOptionsConfig>(file: string, options: T, allowPositionals = false) {
  let parsed;
  try {
    parsed = parseArgs<{ options: T & typeof help; allowPositionals: boolean; strict: true }>({
      options: { ...options, ...help },
      allowPositionals,
      strict: true,
    });
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS_')) throw err;
    console.error(`${path.basename(file)}: ${(err as Error).message.split('. ')[0]}. See --help.`);
    process.exit(2);
  }
  // The generic result does not narrow inside this function; --help is known.
  if ((parsed.values as { help?: boolean }).help) {
    const source = readFileSync(file, 'utf8');
    console.log(source.slice(source.indexOf('/**'), source.indexOf('*/') + 2));
    process.exit(0);
  }
  return parsed;
}

const shared = {
  base: { type: 'string', default: 'http://127.0.0.1:8787' },
  start: { type: 'boolean', default: false },
  runs: { type: 'string' },
} as const satisfies ParseArgsOptionsConfig;

export function speedCli<T extends ParseArgsOptionsConfig>(file: string, defaultRuns: number, options: T) {
  const { values } = cli<T & typeof shared>(file, { ...options, ...shared });
  const runs = Number((values as { runs?: string }).runs ?? defaultRuns);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  return { opts: values, runs };
}
