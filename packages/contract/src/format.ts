/** Counts above 999 are abbreviated as k with one decimal (spec section 9): 1234 -> 1.2k. */
export function formatCount(value: number): string {
  if (Math.abs(value) <= 999) return String(value);
  return `${((Math.sign(value) * Math.round(Math.abs(value) / 100)) / 10).toFixed(1)}k`;
}

const indianNumber = new Intl.NumberFormat('en-IN');
export function formatNumber(value: number): string {
  return indianNumber.format(value);
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** Dates are shown in India time. */
export function formatDateTime(value: string | Date): string {
  return dateTime.format(new Date(value));
}
export function formatDate(value: string | Date): string {
  return dateOnly.format(new Date(value));
}
