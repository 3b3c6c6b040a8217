const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 2.75 → "$2.75", "30.00" → "$30.00": demo prices always show cents. */
export function formatPrice(amount: number | string): string {
  return usd.format(typeof amount === 'string' ? Number(amount) : amount);
}
