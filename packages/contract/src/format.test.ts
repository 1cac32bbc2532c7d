import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatTimeOfDay,
  setDateLanguage,
} from './format';
import { formatMessage, noteText } from './messages';
import { isIndianMobile, normalizeIndianPhone, samePhone } from './rules/phone';

describe('formatCount', () => {
  it('leaves values up to 999 as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
  });
  it('abbreviates above 999 as k with one decimal', () => {
    expect(formatCount(1000)).toBe('1.0k');
    expect(formatCount(1234)).toBe('1.2k');
    expect(formatCount(15960)).toBe('16.0k');
  });
  it('groups numbers the Indian way', () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
  });
});

describe('dates', () => {
  it("are written in the staff member's language, in India time", () => {
    const at = '2026-08-10T08:32:00Z';
    expect(formatDateTime(at)).toBe('10 Aug 2026, 02:02 pm');
    setDateLanguage('de');
    expect(formatDateTime(at)).toBe('10. Aug. 2026, 14:02');
    expect(formatDate(at)).toBe('10. Aug. 2026');
    setDateLanguage('en');
    expect(formatDate(at)).toBe('10 Aug 2026');
  });
  it('give the time of day in India, past midnight there', () => {
    expect(formatTimeOfDay('2026-03-01T20:00:05.000Z')).toMatch(/^01:30 am$/i);
  });
  it('are on a 24-hour clock in German, French and Portuguese, 12-hour in English', () => {
    const evening = '2026-11-27T12:41:00Z';
    expect(formatTimeOfDay(evening)).toBe('06:11 pm');
    for (const language of ['de', 'fr', 'pt']) {
      setDateLanguage(language);
      expect(formatTimeOfDay(evening)).toBe('18:11');
      expect(formatDateTime(evening)).toMatch(/18:11$/);
      expect(formatDateTime(evening)).not.toMatch(/pm/i);
    }
    setDateLanguage('en');
  });
});

describe('numbers', () => {
  it("are grouped as the staff member's language writes them", () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatPercent(0.125)).toBe('12.5%');
    setDateLanguage('de');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatPercent(0.125)).toBe('12,5\u00a0%');
    setDateLanguage('fr');
    expect(formatNumber(1234567)).toBe('1\u202f234\u202f567');
    setDateLanguage('pt');
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    setDateLanguage('en');
  });
});

describe('phone numbers', () => {
  it('compare equal with or without +91', () => {
    expect(samePhone('+919876543210', '9876543210')).toBe(true);
    expect(samePhone('+91 98765 43210', '919876543210')).toBe(true);
    expect(samePhone('+919876543210', '9876543211')).toBe(false);
    expect(normalizeIndianPhone('+919876543210')).toBe('9876543210');
  });
  it('accepts only Indian mobile numbers', () => {
    expect(isIndianMobile('+919876543210')).toBe(true);
    expect(isIndianMobile('6000000000')).toBe(true);
    expect(isIndianMobile('5876543210')).toBe(false);
    expect(isIndianMobile('98765')).toBe(false);
  });
});

describe('messages', () => {
  it('fills placeholders', () => {
    expect(formatMessage('productReleased', { product: 'SF' })).toBe('SF released successfully');
    expect(formatMessage('smsSent', { phone: '9876543210' })).toBe(
      'SMS sent successfully to mobile 9876543210',
    );
  });
  it('stores notes as the spec says', () => {
    expect(noteText('Called', 'no answer')).toBe('Action: Called, comment: no answer');
  });
});
