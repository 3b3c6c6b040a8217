// Auth (spec §4): the context, its hook and the MFA helpers. Loaded only by the studio's lazy chunk.
export { AuthProvider } from './AuthProvider';
export type { AuthProviderProps } from './AuthProvider';
export { useAuth } from './useAuth';
export { assuranceOf, verifiedTotpFactors } from './assurance';
export type { Assurance } from './assurance';
export { AUTH_FAILURE_TITLES, FALLBACK_MESSAGE, failureOf } from './messages';
export type { AuthFailure } from './messages';
export { safeQrCodeUrl } from './qrCode';
export type { AuthContextValue, AuthResult, AuthState, LoadClient, MfaHelpers, TotpEnrollment } from './AuthContext';
