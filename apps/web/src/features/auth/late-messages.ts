/**
 * Messages the login page shows only after something went wrong (a refused single sign-on, a
 * cancelled passkey), in the page's language: loaded when needed, so they stay out of every
 * visitor's first download (the console's budget, bundle-budget.mjs).
 */
type LateMessages = { sso: Record<string, string>; passkeyCancelled: string };
const files = import.meta.glob<{ default: LateMessages }>('./late-messages/*.json');

export async function lateMessages(language: string | undefined): Promise<LateMessages> {
  const load = files[`./late-messages/${language}.json`] ?? files['./late-messages/en.json']!;
  return (await load()).default;
}

/** Why a single sign-on was refused (`?sso_error=`), with the way out. */
export async function ssoRefusal(reason: string, language: string | undefined): Promise<string> {
  const { sso } = await lateMessages(language);
  return sso[reason] ?? sso.provider_refused ?? '';
}
