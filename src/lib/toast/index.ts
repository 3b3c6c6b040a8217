// Toasts: Radix toast + a tiny store. Loaded only by the routes that show toasts.
export { Toaster } from './Toaster';
export { default as toasterIsland } from './Toaster.island';
export { dismissToast, resetToasts, toast, updateToast } from './toastStore';
export type { ToastHandle, ToastInput, ToastState, ToastVariant } from './toastStore';
export { useToast } from './useToast';
