import { messages } from '@switchboard/contract/messages';

/**
 * Every feature's English strings but the login page's, by area: one chunk, loaded with the
 * app shell after sign-in (app/routes.tsx) instead of before the login form. Other languages
 * fall back to these, so they are in before any feature page renders.
 */
type JsonModule = { default: Record<string, unknown> };
const files = import.meta.glob<JsonModule>(
  ['../features/*/locales/en.json', '!../features/auth/locales/en.json'],
  { eager: true },
);

export const englishFeatureStrings: Record<string, unknown> = Object.fromEntries(
  Object.entries(files).flatMap(([path, module]) => {
    const area = /features\/([^/]+)\/locales\/en\.json$/.exec(path)?.[1];
    return area ? [[area, module.default]] : [];
  }),
);

/** The console's English beyond the login page: the features', and the spec's messages from
 * the contract (written once, in the server's wording). */
export const englishConsoleStrings: Record<string, unknown> = {
  ...englishFeatureStrings,
  messages,
};
