/**
 * Child process for the lock tests: `node holdLock.ts <dir>` takes the data-directory lock and
 * prints "locked <pid>", then holds it until killed; if the lock is taken it prints the error and
 * exits with code 3.
 */
import { acquireDirLock, DataDirLockedError } from '../../../server/db/lock.ts';

const dir = process.argv[2] ?? '';
try {
  acquireDirLock(dir);
  console.log(`locked ${process.pid}`);
  setInterval(() => {}, 60_000);
} catch (err) {
  console.log(err instanceof DataDirLockedError ? err.message : String(err));
  process.exit(3);
}
