import { createHmac } from 'node:crypto';
import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';
import type { DeviceClass } from '@switchboard/contract/short-urls';

/** What the redirect keeps of a request until the batch is written: no more than it needs. */
export type RawVisit = {
  shortUrlId: number;
  at: Date;
  ip: string;
  userAgent: string;
  referrer: string | undefined;
  country: string | undefined;
  /** Already added to the link's visit_count (a link with max_visits counts before redirecting). */
  counted: boolean;
  /** Known when the redirect had to decide it (max_visits); otherwise worked out at write time. */
  bot?: boolean;
};

export const isBotAgent = (userAgent: string): boolean => userAgent === '' || isbot(userAgent);

function deviceClass(type: string | undefined): DeviceClass {
  if (type === undefined) return 'desktop';
  if (type === 'mobile' || type === 'tablet') return type;
  return 'other';
}

/** The referring site's host name; null for none or for something that is not a web address. */
function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? url.hostname.slice(0, 255)
      : null;
  } catch {
    return null;
  }
}

const countryOf = (value: string | undefined): string | null =>
  value && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== 'XX' ? value.toUpperCase() : null;

/**
 * A visit as stored: the user agent reduced to device class, browser and OS, and the address
 * reduced to a keyed hash (with the user agent), so unique visitors can be counted but nobody
 * can be traced back from the table.
 */
export function visitDetails(visit: RawVisit, visitorKey: string) {
  const agent = new UAParser(visit.userAgent).getResult();
  return {
    shortUrlId: visit.shortUrlId,
    visitedAt: visit.at,
    referrerHost: referrerHost(visit.referrer),
    device: deviceClass(agent.device.type),
    browser: agent.browser.name?.slice(0, 60) ?? null,
    os: agent.os.name?.slice(0, 60) ?? null,
    country: countryOf(visit.country),
    isBot: visit.bot ?? isBotAgent(visit.userAgent),
    visitorHash: createHmac('sha256', visitorKey)
      .update(`${visit.ip}|${visit.userAgent}`)
      .digest('base64url')
      .slice(0, 22),
  };
}
