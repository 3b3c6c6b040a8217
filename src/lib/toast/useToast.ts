import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribe, toast, type ToastState } from './toastStore';

// The server snapshot must be the same object every time, or React re-renders forever.
const NO_TOASTS: ToastState[] = [];
const serverSnapshot = () => NO_TOASTS;

/** The current toasts plus the functions to show and dismiss them. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribe, getToasts, serverSnapshot);
  return { toasts, toast, dismiss: dismissToast };
}
