const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The one currency formatter. Package prices are whole dollars: 1200 → "$1,200". Menu and shop
 * prices show cents: formatUsd(2.75, { cents: true }) → "$2.75", formatUsd("30.00", { cents: true }) → "$30.00".
 */
export function formatUsd(amount: number | string, { cents = false }: { cents?: boolean } = {}): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return (cents ? withCents : whole).format(value);
}
