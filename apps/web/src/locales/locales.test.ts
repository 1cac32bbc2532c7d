import { messages } from '@switchboard/contract/messages';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';
import pt from './pt.json';

/** Every key path of a nested translation object, e.g. 'menu.teams'. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('translations', () => {
  const { messages: _messages, ...deShell } = de;

  it.each([
    ['de', de],
    ['fr', fr],
    ['pt', pt],
  ])('%s translates every shell string', (_language, locale) => {
    const { messages: translated, ...shell } = locale;
    expect(keys(shell).sort()).toEqual(keys(en).sort());
    // Translated messages are a subset of the contract's, so a renamed key cannot linger.
    for (const key of Object.keys(translated)) expect(messages).toHaveProperty(key);
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
  it.each(['de', 'fr', 'pt'] as const)('%s has every key each feature has in English', async (language) => {
    const { featureStrings } = await import('../app/i18n');
    const english = featureStrings('en');
    const other = featureStrings(language);
    for (const [area, strings] of Object.entries(english)) {
      expect(keys((other[area] ?? {}) as object).sort(), `${language} ${area}`).toEqual(keys(strings as object).sort());
    }
  });
});
