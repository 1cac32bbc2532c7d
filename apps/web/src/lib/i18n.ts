import { setDateLanguage } from '@switchboard/contract/format';
import { validationMessages } from '@switchboard/contract/validation-messages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

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
 * code, so lib still imports nothing above it. The login page's English comes with that page
 * (features/auth/english.ts), the other features' with the app shell (`loadEnglishFeatures`);
 * another language loads when it is chosen (or was chosen last time), one chunk per file.
 */
type Strings = Record<string, unknown>;
const areaOf = (path: string, language: Language) =>
  new RegExp(`features/([^/]+)/locales/${language}\\.json$`).exec(path)?.[1];

/** Every feature's strings in `language`, by area. */
export async function featureStrings(language: Language): Promise<Strings> {
  const strings: Strings = {};
  if (language === 'en')
    return {
      ...(await import('./english-features')).englishFeatureStrings,
      ...(await import('./english-pages')).englishPageStrings,
    };
  const { otherFeatureFiles } = await import('./other-languages');
  await Promise.all(
    Object.entries(otherFeatureFiles).map(async ([path, load]) => {
      const area = areaOf(path, language);
      if (area) strings[area] = (await load()).default;
    }),
  );
  return strings;
}

async function languageStrings(language: Exclude<Language, 'en'>): Promise<Strings> {
  const { otherShellFiles } = await import('./other-languages');
  const [shell, features] = await Promise.all([
    otherShellFiles[language](),
    featureStrings(language),
  ]);
  return { ...shell.default, ...features };
}

/** An i18next backend that imports a language's chunks the first time it is used. */
const lazyLanguages = {
  type: 'backend' as const,
  init: () => undefined,
  read(
    language: string,
    _namespace: string,
    done: (error: unknown, data: Strings | false) => void,
  ) {
    if (!isLanguage(language) || language === 'en') return done(null, {});
    languageStrings(language).then(
      (strings) => done(null, strings),
      (error: unknown) => done(error, false),
    );
  },
};

// English field errors come from the contract, so their wording is written only once; so do
// the spec's messages, which load with the console (english-features.ts).
const english: Strings = {
  ...en,
  validation: validationMessages,
};

/**
 * Every feature's English strings, before the app shell renders after sign-in (the login page
 * has its own from the start). Safe to call again: the chunk loads once.
 */
export async function loadEnglishFeatures(): Promise<void> {
  const { englishConsoleStrings } = await import('./english-features');
  i18n.addResourceBundle('en', 'translation', englishConsoleStrings, true, false);
}

/**
 * Every other area's English (english-pages.ts), for any page but the dashboard: asked for
 * as soon as the console shows, awaited by the pages that need it. Safe to call again.
 */
export async function loadEnglishPages(): Promise<void> {
  const { englishPageBundle } = await import('./english-pages');
  i18n.addResourceBundle('en', 'translation', englishPageBundle, true, false);
}

/** Resolves once the chosen language's strings are in: render after it, so no English flashes. */
export const i18nReady = i18n
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: english } },
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...languages],
    // English is bundled: it is ready at once (tests and the first render rely on it).
    initAsync: false,
    returnNull: false,
    // The spec and the contract write placeholders as `{name}`; React already escapes output.
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });

i18n.on('languageChanged', (lng) => {
  if (isLanguage(lng)) localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  document.documentElement.lang = lng;
  setDateLanguage(lng);
});
document.documentElement.lang = i18n.language;
setDateLanguage(i18n.language);

export default i18n;
