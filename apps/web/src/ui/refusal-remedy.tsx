import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where a refusal with a known way out sends staff, and the link's words. */
export type Remedy = { to: string; label: `remedies.${string}` };

/**
 * Refusals that have a known remedy, by the spec's words (which stay as they are: the link
 * goes beside them). Patterns rather than the contract's messages, so the first screens do not
 * load every message; refusal-remedy.test.ts holds each one to the message it stands for.
 */
const remedies: { pattern: RegExp; remedy: Remedy }[] = [
  {
    // noProductNumber: 'Cannot assign/renew plan to Org as it does not have a {product} number'
    pattern: /^Cannot assign\/renew plan to Org as it does not have a .+ number$/,
    remedy: { to: '/voip-numbers', label: 'remedies.addNumbers' },
  },
];

export function remedyOf(message: string | null | undefined): Remedy | undefined {
  if (!message) return undefined;
  return remedies.find((r) => r.pattern.test(message))?.remedy;
}

/** The way out of a refusal, shown beside it; nothing when none is known. */
export function RefusalRemedy({
  message,
  onFollow,
}: {
  message: string | null | undefined;
  /** Called when the link is followed (a dialog closes itself). */
  onFollow?: () => void;
}) {
  const { t } = useTranslation();
  const remedy = remedyOf(message);
  if (!remedy) return null;
  return (
    <Anchor
      component={Link}
      to={remedy.to}
      onClick={onFollow}
      size="sm"
      fw={500}
      data-testid="refusal-remedy"
    >
      {t(remedy.label)}
    </Anchor>
  );
}
