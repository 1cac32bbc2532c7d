/** Counts above 999 are abbreviated as k with one decimal (spec section 9): 1234 -> 1.2k. */
export function formatCount(value: number): string {
  if (Math.abs(value) <= 999) return String(value);
  return `${((Math.sign(value) * Math.round(Math.abs(value) / 100)) / 10).toFixed(1)}k`;
}

const indianNumber = new Intl.NumberFormat('en-IN');
export function formatNumber(value: number): string {
  return indianNumber.format(value);
}

/**
 * Dates and times are written in the staff member's language (the console sets it; the server
 * keeps English), always in India time. Numbers and money keep India's grouping (12,34,567) in
 * every language, as invoices and customers write them.
 */
let dateLanguage = 'en';
export function setDateLanguage(language: string): void {
  dateLanguage = language;
}

type DateFormats = { dateTime: Intl.DateTimeFormat; dateOnly: Intl.DateTimeFormat };
const dateFormats = new Map<string, DateFormats>();
function formatsOf(language: string): DateFormats {
  let formats = dateFormats.get(language);
  if (!formats) {
    const locale = `${language}-IN`;
    const day = { day: '2-digit', month: 'short', year: 'numeric' } as const;
    formats = {
      dateTime: new Intl.DateTimeFormat(locale, {
        ...day,
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Asia/Kolkata',
      }),
      dateOnly: new Intl.DateTimeFormat(locale, { ...day, timeZone: 'Asia/Kolkata' }),
    };
    dateFormats.set(language, formats);
  }
  return formats;
}

/** Dates are shown in India time. */
export function formatDateTime(value: string | Date): string {
  return formatsOf(dateLanguage).dateTime.format(new Date(value));
}
export function formatDate(value: string | Date): string {
  return formatsOf(dateLanguage).dateOnly.format(new Date(value));
}
