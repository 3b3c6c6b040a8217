import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { InboxView } from './urlState';

type Go = (next: InboxView, options?: { replace?: boolean }) => void;

/**
 * The inbox's search box: follows what is typed at once, the URL (and the query) after a pause of
 * `delayMs`; one history entry per search, not one per keystroke. A search changed in the URL
 * (back, forward, a link) replaces what was typed.
 */
export function useSearchBox(view: InboxView, go: Go, delayMs: number) {
  const [typed, setTyped] = useState(view.search);
  const lastApplied = useRef(view.search);
  useLayoutEffect(() => {
    if (view.search !== lastApplied.current) {
      lastApplied.current = view.search;
      setTyped(view.search);
    }
  }, [view.search]);
  useEffect(() => {
    if (typed === lastApplied.current) return;
    const timer = setTimeout(() => {
      const first = lastApplied.current === '';
      lastApplied.current = typed;
      go({ ...view, search: typed, page: 0, lead: undefined }, { replace: !first });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [typed, view, go, delayMs]);
  /** Empties the box without a search of its own (the caller navigates). */
  const clearTyped = () => {
    lastApplied.current = '';
    setTyped('');
  };
  return { typed, setTyped, clearTyped };
}
