/** A provider refused or did not answer; the message is its reason, safe to show staff. */
export class ProviderError extends Error {}
