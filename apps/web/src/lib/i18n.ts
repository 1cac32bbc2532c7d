import { messages } from '@switchboard/contract/messages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import pt from '../locales/pt.json';

export const languages = ['en', 'de', 'fr', 'pt'] as const;
export type Language = (typeof languages)[number];
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Each language is offered under its own name, so anyone can find theirs. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
};

const isLanguage = (value: string | null): value is Language =>
  (languages as readonly string[]).includes(value ?? '');

export function storedLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(saved) ? saved : 'en';
}

/**
 * Each feature keeps its strings beside it, in `features/<area>/locales/<lang>.json`, under
 * the area's name: `t('teams.title')`. Parallel feature work then never edits one shared file.
 * The bundler gathers those JSON files by pattern at build time: strings only, never feature
 * code, so lib still imports nothing above it.
 */
const featureFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../features/*/locales/*.json',
  {
    eager: true,
  },
);
export function featureStrings(language: Language): Record<string, unknown> {
  const strings: Record<string, unknown> = {};
  for (const [path, module] of Object.entries(featureFiles)) {
    const match = /features\/([^/]+)\/locales\/(\w+)\.json$/.exec(path);
    if (match?.[2] === language && match[1]) strings[match[1]] = module.default;
  }
  return strings;
}

// English messages come from the contract, so the spec's wording is written only once.
const resources = {
  en: { translation: { ...en, ...featureStrings('en'), messages } },
  de: { translation: { ...de, ...featureStrings('de') } },
  fr: { translation: { ...fr, ...featureStrings('fr') } },
  pt: { translation: { ...pt, ...featureStrings('pt') } },
};

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...languages],
  initAsync: false,
  returnNull: false,
  // The spec and the contract write placeholders as `{name}`; React already escapes output.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
});

i18n.on('languageChanged', (lng) => {
  if (isLanguage(lng)) localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  document.documentElement.lang = lng;
});
document.documentElement.lang = i18n.language;

export default i18n;
