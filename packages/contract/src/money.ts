/** Money is integer paise everywhere; rupees only at the edge (DESIGN.md convention 5). */

export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError('rupees must be a finite number');
  // Round through cents-as-string to avoid 0.1 + 0.2 style drift: 19.99 -> 1999, never 1998.
  return Math.round(Number((rupees * 100).toFixed(4)));
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,23,456.00 from 12345600 paise. */
export function formatInr(paise: number): string {
  return inr.format(paiseToRupees(paise));
}

const inrCompact = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Short rupees the Indian way, for a chart's axis: ₹950, ₹1.2K, ₹12.3L, ₹1.2Cr. */
export function formatInrCompact(paise: number): string {
  return inrCompact.format(paiseToRupees(paise));
}

/** Rounds a rupee amount to two decimals, half away from zero. */
export function round2(value: number): number {
  // Shift by exponent notation so 1.005 rounds to 1.01 (1.005 * 100 is 100.49999...).
  const shifted = Math.round(Number(`${Math.abs(value)}e2`));
  return Math.sign(value) * Number(`${shifted}e-2`);
}
