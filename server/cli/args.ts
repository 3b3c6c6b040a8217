/**
 * The command lines of server/cli/ (npm run staff:*, db:*, keys): node:util parseArgs, strict, so an
 * unknown option, a missing option value or a stray argument is an error that names it and prints
 * the command's usage; -h / --help prints the usage.
 */
import { parseArgs } from 'node:util';
import type { ParseArgsOptionsConfig } from 'node:util';

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface CommandLine {
  /** The string options given (every option of these commands takes a value). */
  values: Partial<Record<string, string>>;
  positionals: string[];
}

/** String options and up to `maxPositionals` positional arguments (the command word, a file...). */
export function parseCommandLine(
  usage: string,
  options: readonly string[],
  maxPositionals: number,
  args = process.argv.slice(2),
): CommandLine {
  const config: ParseArgsOptionsConfig = { help: { type: 'boolean', short: 'h' } };
  for (const name of options) config[name] = { type: 'string' };
  let parsed;
  try {
    parsed = parseArgs({ args, options: config, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { help, ...values } = parsed.values;
  if (help) {
    console.log(usage);
    process.exit(0);
  }
  const extra = parsed.positionals[maxPositionals];
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
  return { values: values as Partial<Record<string, string>>, positionals: parsed.positionals };
}

/**
 * Runs a command and exits with its code. A UsageError prints the message and the usage; an error
 * `expected` says is the user's (a refused input, a locked directory) prints its message; anything
 * else prints in full.
 */
export function runCommand(main: () => Promise<number | void>, usage: string, expected: (err: unknown) => boolean): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (err: unknown) => {
      if (err instanceof UsageError) console.error(`Error: ${err.message}\n${usage}`);
      else if (expected(err)) console.error(`Error: ${(err as Error).message}`);
      else console.error(err);
      process.exit(1);
    },
  );
}
