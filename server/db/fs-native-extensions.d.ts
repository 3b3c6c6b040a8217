/** The part of fs-native-extensions (no bundled types) that db/lock.ts uses. */
declare module 'fs-native-extensions' {
  /** Exclusive (default) or shared lock on a whole file; false when another holder has it. */
  export function tryLock(fd: number, opts?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
