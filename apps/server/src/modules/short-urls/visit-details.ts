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

type AgentFacts = { device: DeviceClass; browser: string | null; os: string | null; bot: boolean };

/**
 * What a user agent tells, remembered: a link's visitors send a few thousand distinct agents
 * at most, and parsing one costs more than the rest of a visit (measured with `npm run bench`).
 */
const agents = new Map<string, AgentFacts>();
const AGENTS_MAX = 5_000;

function agentFacts(userAgent: string): AgentFacts {
  const known = agents.get(userAgent);
  if (known) return known;
  const agent = new UAParser(userAgent).getResult();
  const facts = {
    device: deviceClass(agent.device.type),
    browser: agent.browser.name?.slice(0, 60) ?? null,
    os: agent.os.name?.slice(0, 60) ?? null,
    bot: isBotAgent(userAgent),
  };
  if (agents.size >= AGENTS_MAX) agents.clear();
  agents.set(userAgent, facts);
  return facts;
}

const countryOf = (value: string | undefined): string | null =>
  value && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== 'XX' ? value.toUpperCase() : null;

/**
 * A visit as stored: the user agent reduced to device class, browser and OS, and the address
 * reduced to a keyed hash (with the user agent), so unique visitors can be counted but nobody
 * can be traced back from the table.
 */
export function visitDetails(visit: RawVisit, visitorKey: string) {
  const agent = agentFacts(visit.userAgent);
  return {
    shortUrlId: visit.shortUrlId,
    visitedAt: visit.at,
    referrerHost: referrerHost(visit.referrer),
    device: agent.device,
    browser: agent.browser,
    os: agent.os,
    country: countryOf(visit.country),
    isBot: visit.bot ?? agent.bot,
    visitorHash: createHmac('sha256', visitorKey)
      .update(`${visit.ip}|${visit.userAgent}`)
      .digest('base64url')
      .slice(0, 22),
  };
}
