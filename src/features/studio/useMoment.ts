import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long "Code accepted" stays after the sign-in that verified the code, unless the view changes first. */
export const VERIFIED_NOTICE_MS = 12_000;

/**
 * Whether the moment of `active` is still now: true from when it turns on until the staff member
 * moves to another view (a lead, a filter, a page: the URL changes) or has had the window in focus
 * for VERIFIED_NOTICE_MS. Time in another window does not count (as a toast pauses while the window is
 * blurred): whoever signs in and looks elsewhere still finds the notice on coming back.
 */
export function useMoment(active: boolean): boolean {
  const { search, hash } = useLocation();
  const here = `${search}${hash}`;
  const [start, setStart] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  if (active && start === null && !over) setStart(here);
  if (start !== null && !over && here !== start) setOver(true);
  useEffect(() => {
    if (start === null || over) return;
    let remaining = VERIFIED_NOTICE_MS;
    let since = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      if (timer !== undefined) return;
      since = Date.now();
      timer = setTimeout(() => setOver(true), remaining);
    };
    const pause = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      remaining -= Date.now() - since;
    };
    if (document.hasFocus()) run();
    window.addEventListener('focus', run);
    window.addEventListener('blur', pause);
    return () => {
      pause();
      window.removeEventListener('focus', run);
      window.removeEventListener('blur', pause);
    };
  }, [start, over]);
  return active && start !== null && !over;
}
