/**
 * The one currency formatter. Package prices are whole dollars: 1200 → "$1,200". Menu and shop
 * prices show cents: formatUsd(2.75, { cents: true }) → "$2.75", formatUsd("30.00", { cents: true }) → "$30.00".
 */
export function formatUsd(amount: number | string, { cents = false }: { cents?: boolean } = {}): string {
  const digits = cents ? 2 : 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number(amount));
}
