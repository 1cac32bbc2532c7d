import { INDIA_TIME_ZONE } from './india-time';

/** Counts above 999 are abbreviated as k with one decimal (spec section 9): 1234 -> 1.2k. */
export function formatCount(value: number): string {
  if (Math.abs(value) <= 999) return String(value);
  return `${((Math.sign(value) * Math.round(Math.abs(value) / 100)) / 10).toFixed(1)}k`;
}

/**
 * Dates, times and counts are written in the staff member's language (the console sets it; the
 * server keeps English), always in India time: English as India writes it (12,34,567; 06:11 pm),
 * German, French and Portuguese as they write theirs (1.234.567; 18:11, on a 24-hour clock).
 * Rupees keep India's grouping in every language (money.ts), as invoices write them. This file
 * is the one place the console formats a date, a time or a number.
 */
let dateLanguage = 'en';
export function setDateLanguage(language: string): void {
  dateLanguage = language;
}
/** The same setting, by the name of what it now governs: dates, times and numbers. */
export const setFormatLanguage = setDateLanguage;

/** `en` is India's English (en-IN); the other languages as their own speakers write. */
const localeOf = (language: string) => (language === 'en' ? 'en-IN' : language);

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${dateLanguage}|${key}`;
  let format = numberFormats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(dateLanguage), options);
    numberFormats.set(id, format);
  }
  return format;
}

/** 12,34,567 in English, 1.234.567 in German, 1 234 567 in French. */
export function formatNumber(value: number): string {
  return numberFormat('number', {}).format(value);
}

/** A share (0.125) as a percentage with at most one decimal: 12.5%, 12,5 %. */
export function formatPercent(share: number): string {
  return numberFormat('percent', { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

type DateFormats = { dateTime: Intl.DateTimeFormat; dateOnly: Intl.DateTimeFormat };
const dateFormats = new Map<string, DateFormats>();
function formatsOf(language: string): DateFormats {
  let formats = dateFormats.get(language);
  if (!formats) {
    const locale = localeOf(language);
    const day = { day: '2-digit', month: 'short', year: 'numeric' } as const;
    formats = {
      dateTime: new Intl.DateTimeFormat(locale, {
        ...day,
        hour: '2-digit',
        minute: '2-digit',
        timeZone: INDIA_TIME_ZONE,
      }),
      dateOnly: new Intl.DateTimeFormat(locale, { ...day, timeZone: INDIA_TIME_ZONE }),
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

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** The time of day in India, in the language: '01:44 pm' in English, '13:44' in German. */
export function formatTimeOfDay(value: string | Date): string {
  let format = timeFormats.get(dateLanguage);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(dateLanguage), {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: INDIA_TIME_ZONE,
    });
    timeFormats.set(dateLanguage, format);
  }
  return format.format(new Date(value));
}
