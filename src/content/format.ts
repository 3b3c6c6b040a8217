const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 1200 → "$1,200". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
