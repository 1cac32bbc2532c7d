import { messages } from '@switchboard/contract/messages';
import { validationMessages } from '@switchboard/contract/validation';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';
import pt from './pt.json';

/** The `{name}` placeholders of a string: a translation must fill the same ones. */
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

/** Every key path of a nested translation object, e.g. 'menu.teams'. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Key paths with i18next's plural suffixes folded: a language has the forms it needs. */
const pluralBases = (tree: object) =>
  [...new Set(keys(tree).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

/** Every string of a nested translation object with its key path. */
function entries(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'object' && value !== null
      ? entries(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}

describe('translations', () => {
  const { messages: _messages, ...deShell } = de;

  it.each([
    ['de', de],
    ['fr', fr],
    ['pt', pt],
  ])('%s translates every shell string', (_language, locale) => {
    // Messages and validation texts are the contract's (checked below), not en.json's.
    const { messages: translated, validation: _validation, ...shell } = locale;
    expect(keys(shell).sort()).toEqual(keys(en).sort());
    // Translated messages are a subset of the contract's, so a renamed key cannot linger.
    for (const key of Object.keys(translated)) expect(messages).toHaveProperty(key);
  });

  // The English messages live in the contract, not in en.json, so comparing with en.json alone
  // never noticed a message missing here: it silently fell back to English.
  it.each([
    ['de', de],
    ['fr', fr],
    ['pt', pt],
  ])(
    '%s translates every message of the contract, keeping its placeholders',
    (language, locale) => {
      const translated: Record<string, string> = locale.messages;
      expect(Object.keys(translated).sort(), language).toEqual(Object.keys(messages).sort());
      for (const [key, english] of Object.entries(messages)) {
        expect(translated[key], `${language} messages.${key}`).not.toBe(english);
        expect(placeholders(translated[key] ?? ''), `${language} messages.${key}`).toEqual(
          placeholders(english),
        );
      }
    },
  );

  it.each([
    ['de', de],
    ['fr', fr],
    ['pt', pt],
  ])('%s translates every validation message, keeping its placeholders', (language, locale) => {
    const translated: Record<string, string> = locale.validation;
    expect(Object.keys(translated).sort(), language).toEqual(
      Object.keys(validationMessages).sort(),
    );
    for (const [key, english] of Object.entries(validationMessages)) {
      expect(placeholders(translated[key] ?? ''), `${language} validation.${key}`).toEqual(
        placeholders(english),
      );
    }
  });

  it('uses real translations, not English copies, for the menu', () => {
    const same = Object.entries(deShell.menu).filter(
      ([key, text]) => en.menu[key as keyof typeof en.menu] === text,
    );
    // Brand-like words stay the same in German; everything else differs.
    expect(same.map(([key]) => key)).toEqual(['dashboards']);
  });
});

describe('feature translations', () => {
  it.each(['de', 'fr', 'pt'] as const)(
    '%s has every key each feature has in English',
    async (language) => {
      const { featureStrings } = await import('../lib/i18n');
      const english = await featureStrings('en');
      const other = await featureStrings(language);
      for (const [area, strings] of Object.entries(english)) {
        expect(pluralBases((other[area] ?? {}) as object), `${language} ${area}`).toEqual(
          pluralBases(strings as object),
        );
      }
    },
  );

  // "1 invite codes created": a count in a sentence has a form for each of the language's
  // plural categories (French and Portuguese have a "many" for a million), chosen by i18next.
  it.each(['en', 'de', 'fr', 'pt'] as const)(
    '%s words every counted sentence in each plural form the language has',
    async (language) => {
      const { featureStrings } = await import('../lib/i18n');
      const strings = await featureStrings(language);
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const all = entries(strings);
      const counted = all.filter(([key]) => key.endsWith('_other'));
      expect(counted.length).toBeGreaterThan(0);
      const present = new Set(all.map(([key]) => key));
      for (const [key] of counted)
        for (const category of categories)
          expect(present.has(key.replace(/_other$/, `_${category}`)), `${language} ${key}`).toBe(
            true,
          );
    },
  );

  it.each([
    ['en', 'invite-codes.createdToast', '1 invite code created', '5 invite codes created'],
    ['en', 'campaigns.audienceCount', '1 person matches', '12 people match'],
    ['de', 'invite-codes.createdToast', '1 Einladungscode erstellt', '5 Einladungscodes erstellt'],
    ['fr', 'campaigns.audienceCount', '1 personne correspond', '12 personnes correspondent'],
    ['pt', 'dashboards.paymentsCount', '1 pagamento', '12 pagamentos'],
  ] as const)('%s says %s in the singular for one', async (language, key, one, many) => {
    const { default: i18next } = await import('i18next');
    const { featureStrings } = await import('../lib/i18n');
    const t = i18next.createInstance();
    await t.init({
      lng: language,
      resources: { [language]: { translation: await featureStrings(language) } },
      interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    });
    const count = (n: number) => t.t(key, { count: n, n: String(n) });
    expect(count(1)).toBe(one);
    expect(count(Number(many.split(' ')[0]))).toBe(many);
  });

  it.each(['de', 'fr', 'pt'] as const)(
    '%s keeps the placeholders of every shell and feature string',
    async (language) => {
      const { featureStrings } = await import('../lib/i18n');
      const locales = { de, fr, pt };
      const other = await featureStrings(language);
      const trees: [string, object, object][] = [
        ['shell', en, locales[language]],
        ...Object.entries(await featureStrings('en')).map(
          ([area, strings]): [string, object, object] => [
            area,
            strings as object,
            (other[area] ?? {}) as object,
          ],
        ),
      ];
      for (const [area, english, other] of trees) {
        const translated = new Map(entries(other));
        for (const [key, text] of entries(english)) {
          expect(placeholders(translated.get(key) ?? ''), `${language} ${area} ${key}`).toEqual(
            placeholders(text),
          );
        }
      }
    },
  );
});
