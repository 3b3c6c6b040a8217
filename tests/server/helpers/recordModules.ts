/**
 * A tiny module hook for a child server (`NODE_OPTIONS=--import <this file>`): appends the URL of
 * every module the process loads, ESM and CommonJS alike, one per line, to the file named by
 * RECORD_MODULES_TO, as it is loaded. tests/server/idleMemory.test.ts reads it once the server is
 * ready to see what a fresh server has loaded before any request.
 */
import fs from 'node:fs';
import { registerHooks } from 'node:module';

const file = process.env.RECORD_MODULES_TO;
if (file) {
  registerHooks({
    load(url, context, nextLoad) {
      fs.appendFileSync(file, `${url}\n`);
      return nextLoad(url, context);
    },
  });
}
