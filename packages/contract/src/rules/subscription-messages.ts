import { formatMessage, messages, type MessageKey } from '../messages';

/**
 * Messages of the subscription rules that the spec does not word (it is silent on them).
 * The spec's own messages stay in `messages.ts`; a rule failure names its key either way,
 * so the console can translate it and the server answers with the English text.
 */
export const subscriptionRuleMessages = {
  selectTeam: 'Please select a team',
  planNotOffered: 'This plan is not offered to this org',
  pulseMinutesRange: 'Pulse minutes must be between 500 and 10000',
  dailyMinutesRange: 'Daily pulse minutes must be a whole number from 1 to 10000',
  razorpayPaymentIdRequired: 'Enter the Razorpay payment id',
  bankTransferAmountRequired: 'Enter the amount received by bank transfer, in rupees',
  startEndRequired: 'Select a start and an end date',
  endBeforeStart: 'The end date cannot be before the start date',
  recordingExclusive: 'Choose only one call-recording add-on',
  addonNotInPlan: 'This add-on is not offered with the selected plan',
  addonPurchased: 'This add-on is already purchased on the current plan',
  addonCount: 'Add-on counts must be whole numbers from 1 to 1000',
  invalidGstin: 'Enter a valid 15-character GSTIN',
} as const;

export type SubscriptionRuleKey = keyof typeof subscriptionRuleMessages;
export type RuleKey = MessageKey | SubscriptionRuleKey;

/** A rule that failed: the key to translate and the English text the server answers with. */
export type RuleFailure = { key: RuleKey; message: string };

export const isSpecMessage = (key: RuleKey): key is MessageKey => key in messages;

export function ruleFailure(key: RuleKey, productName: string): RuleFailure {
  const message = isSpecMessage(key)
    ? formatMessage(key, { product: productName })
    : subscriptionRuleMessages[key];
  return { key, message };
}
