import { requestMessages } from '@switchboard/contract/request-messages';

/**
 * The English the console's first screen needs beyond the login page's: the shell's areas
 * (the dashboard, its reminders, the outbox badge, the search button) and the spec's words for
 * a failed request (the whole message catalogue comes with english-pages.ts).
 * One chunk, loaded with the console after sign-in (app/routes.tsx). Every other area's
 * English is in english-pages.ts, loaded right behind it and awaited by every other page.
 * Other languages fall back to these, so they are in before any page renders.
 */
type JsonModule = { default: Record<string, unknown> };
const files = import.meta.glob<JsonModule>(
  [
    '../features/dashboards/locales/en.json',
    '../features/reminders/locales/en.json',
    '../features/outbox/locales/en.json',
    '../features/search/locales/en.json',
  ],
  { eager: true },
);

/** Each feature's strings under its area's name, from `features/<area>/locales/<lang>.json`. */
export function byArea(modules: Record<string, JsonModule>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(modules).flatMap(([path, module]) => {
      const area = /features\/([^/]+)\/locales\/en\.json$/.exec(path)?.[1];
      return area ? [[area, module.default]] : [];
    }),
  );
}

export const englishFeatureStrings: Record<string, unknown> = byArea(files);

/** The console's first English: the areas above, and the spec's words for a failed request
 * from the contract (written once, in the server's wording). */
export const englishConsoleStrings: Record<string, unknown> = {
  ...englishFeatureStrings,
  messages: requestMessages,
};
