// The staff studio at /studio: sign-in, TOTP enrollment or challenge, then the signed-in landing.
export { StudioGate } from './StudioGate';
export type { StudioGateProps, StudioStep } from './StudioGate';
export { codeErrorMessage } from './CodeForm';
