import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribe, toast } from './toastStore';

const serverSnapshot = () => [];

/** The current toasts plus the functions to show and dismiss them. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribe, getToasts, serverSnapshot);
  return { toasts, toast, dismiss: dismissToast };
}
