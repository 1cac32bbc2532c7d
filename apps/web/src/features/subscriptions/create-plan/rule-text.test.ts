import { formatMessage } from '@switchboard/contract/messages';
import {
  ruleFailure,
  subscriptionRuleMessages,
  type SubscriptionRuleKey,
} from '@switchboard/contract/rules/subscription-messages';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import pt from '../locales/pt.json';
import { ruleText } from './rule-text';

afterEach(() => i18n.changeLanguage('en'));

/**
 * The rule messages the spec does not word are written in the contract (the server answers
 * with them) and translated here. These tests tie the two together, so they cannot drift.
 */
describe('rule messages', () => {
  it("in English are the contract's, word for word, key for key", () => {
    expect(en.rules).toEqual(subscriptionRuleMessages);
  });

  it.each([
    ['de', de],
    ['fr', fr],
    ['pt', pt],
  ] as const)('are all translated into %s', (_language, locale) => {
    expect(Object.keys(locale.rules).sort()).toEqual(Object.keys(subscriptionRuleMessages).sort());
    for (const [key, english] of Object.entries(subscriptionRuleMessages)) {
      expect(locale.rules[key as SubscriptionRuleKey], key).not.toBe(english);
    }
  });

  it('reach staff in their language from the key a rule names, the same text the server sends in English', async () => {
    const purchased = ruleFailure('addonPurchased', 'SF');
    expect(ruleText(purchased, 'SF')).toBe(purchased.message);
    const noNumber = ruleFailure('noProductNumber', 'SF');
    expect(ruleText(noNumber, 'SF')).toBe(formatMessage('noProductNumber', { product: 'SF' }));
    await i18n.changeLanguage('de');
    expect(ruleText(purchased, 'SF')).toBe(de.rules.addonPurchased);
    expect(ruleText(noNumber, 'SF')).toContain('SF');
    expect(ruleText(noNumber, 'SF')).not.toBe(noNumber.message);
  });
});
