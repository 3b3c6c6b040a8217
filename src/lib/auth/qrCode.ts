const SVG_PREFIX = /^data:image\/svg\+xml;(?:utf-8|charset=utf-8),/i;

/**
 * auth-js turns GoTrue's raw SVG into `data:image/svg+xml;utf-8,<svg…>` without encoding it, so
 * a `#` in a colour would end the URL early. Re-encode the markup; leave other URLs alone.
 */
export function safeQrCodeUrl(qrCode: string): string {
  let rest = qrCode.trim();
  while (SVG_PREFIX.test(rest)) rest = rest.replace(SVG_PREFIX, '');
  if (rest.startsWith('data:')) return rest;
  if (!rest.startsWith('<')) {
    try {
      rest = decodeURIComponent(rest);
    } catch {
      // not percent-encoded: keep it as it is
    }
  }
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(rest)}`;
}
