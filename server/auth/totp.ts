/**
 * TOTP as GoTrue does it (RFC 6238: SHA-1, 6 digits, 30 s, ±1 step), with otpauth; the QR code is
 * SVG markup from the qrcode package (auth-js prefixes it with `data:image/svg+xml;utf-8,`), loaded
 * when the first QR code is drawn (only a staff member setting up two-factor needs it).
 */
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD, secret: Secret.fromBase32(secret) });
}

export function totpUri(secret: string, issuer: string, email: string): string {
  return totp(secret, issuer, email).toString();
}

export async function qrSvg(uri: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The time step a code matches within ±1 step of now, or null. */
export function matchTotp(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret, 'x', 'x').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD) + delta;
}
