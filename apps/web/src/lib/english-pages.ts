import { messages } from '@switchboard/contract/messages';
import { byArea } from './english-features';

/**
 * Every other area's English (english-features.ts has the first screen's): one chunk, asked
 * for as soon as the console shows and awaited by every page but the dashboard.
 */
type JsonModule = { default: Record<string, unknown> };
const files = import.meta.glob<JsonModule>(
  [
    '../features/*/locales/en.json',
    '!../features/auth/locales/en.json',
    '!../features/dashboards/locales/en.json',
    '!../features/reminders/locales/en.json',
    '!../features/outbox/locales/en.json',
    '!../features/search/locales/en.json',
  ],
  { eager: true },
);

export const englishPageStrings: Record<string, unknown> = byArea(files);

/** What loadEnglishPages adds: those, and the spec's whole message catalogue from the contract
 * (the first screen has only its words for a failed request). */
export const englishPageBundle: Record<string, unknown> = { ...englishPageStrings, messages };
