import { demandIsland } from '../../islands/ids';
import { TOAST_LIMIT } from '../../content/constants';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until dismissed. Default: the provider's 5000 ms. */
  duration?: number;
}

export interface ToastState extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (changes: Partial<ToastInput>) => void;
}

/** Closed toasts stay mounted this long so Radix can play the exit animation. */
const REMOVE_DELAY_MS = 400;

type Listener = (toasts: ToastState[]) => void;

let toasts: ToastState[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastState[]) {
  toasts = next;
  listeners.forEach((listener) => listener(toasts));
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      publish(toasts.filter((t) => t.id !== id));
    }, REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  publish(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  toasts.filter((t) => !t.open).forEach((t) => scheduleRemoval(t.id));
}

export function updateToast(id: string, changes: Partial<ToastInput>): void {
  publish(toasts.map((t) => (t.id === id ? { ...t, ...changes } : t)));
}

/** Shows a toast. At most TOAST_LIMIT are kept: a new one replaces the oldest. */
export function toast(input: ToastInput): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const kept = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  publish(kept);
  // On a prerendered page the toast region may not have hydrated yet: the toast waits here and
  // the runtime hydrates the region at once.
  demandIsland('toaster');
  return { id, dismiss: () => dismissToast(id), update: (changes) => updateToast(id, changes) };
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastState[] {
  return toasts;
}

/** Test helper: forget every toast. */
export function resetToasts(): void {
  removeTimers.forEach(clearTimeout);
  removeTimers.clear();
  publish([]);
}
