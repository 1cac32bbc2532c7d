import { isSpecMessage, type RuleFailure } from '@switchboard/contract/rules/subscription-messages';
import i18n from '../../../lib/i18n';

/** A failed shared rule in the console's language: spec messages, then the area's own. */
export function ruleText(failure: RuleFailure, productName: string): string {
  return isSpecMessage(failure.key)
    ? i18n.t(`messages.${failure.key}`, { product: productName })
    : i18n.t(`subscriptions.rules.${failure.key}`);
}
