import { validationMessages, type ValidationKey } from './validation-messages';

export { validationMessages, type ValidationKey };
export type IssueText = { key: ValidationKey; values: Record<string, string | number> };

/** What of a zod issue the wording needs (zod-messages.ts hands zod's issues in). */
export type Issue = {
  code?: string;
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  expected?: string;
  format?: string;
  values?: readonly unknown[];
  inclusive?: boolean;
};

const bound = (value: unknown, inclusive: boolean | undefined, step: 1 | -1) => {
  const n = Number(value);
  // "> 0" for a whole number is "1 or more"; other exclusive bounds are shown as they are.
  return inclusive === false && Number.isInteger(n) ? n + step : n;
};
const indian = (n: number) => n.toLocaleString('en-IN');

/** The people's wording of a zod issue, as a key and its values. */
export function issueText(issue: Issue): IssueText {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { key: 'required', values: {} };
      if (issue.expected === 'int' && typeof issue.input === 'number')
        return { key: 'wholeNumber', values: {} };
      if (issue.expected === 'number' || issue.expected === 'int')
        return { key: 'number', values: {} };
      if (issue.expected === 'string') return { key: 'text', values: {} };
      if (issue.expected === 'date') return { key: 'date', values: {} };
      return { key: 'invalid', values: {} };
    case 'too_small': {
      const min = bound(issue.minimum, issue.inclusive, 1);
      if (issue.origin === 'string')
        return min <= 1 ? { key: 'required', values: {} } : { key: 'minLength', values: { min } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'minItems', values: { min } };
      return { key: 'min', values: { min: indian(min) } };
    }
    case 'too_big': {
      const max = bound(issue.maximum, issue.inclusive, -1);
      if (issue.origin === 'string') return { key: 'maxLength', values: { max } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'maxItems', values: { max } };
      return { key: 'max', values: { max: indian(max) } };
    }
    case 'not_multiple_of':
      return { key: 'wholeNumber', values: {} };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'email', values: {} };
      if (issue.format === 'url') return { key: 'url', values: {} };
      if (issue.format === 'date' || issue.format === 'datetime')
        return { key: 'date', values: {} };
      return { key: 'format', values: {} };
    case 'invalid_value':
      return {
        key: 'oneOf',
        values: { options: (issue.values ?? []).map(String).join(', ') },
      };
    default:
      return { key: 'invalid', values: {} };
  }
}

/** The English text of an issue. */
export function validationText(text: IssueText): string {
  return validationMessages[text.key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in text.values ? String(text.values[name]) : whole,
  );
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const templates = (Object.entries(validationMessages) as [ValidationKey, string][]).map(
  ([key, template]) => {
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    // Braces are not escaped (they are no special characters here): each placeholder a group.
    const pattern = escape(template).replace(/\{\w+\}/g, '(.+)');
    return { key, names, regex: new RegExp(`^${pattern}$`) };
  },
);

/**
 * The key and values of a message in these words (from a form's check or a server's field
 * error), so the console can say it in the staff member's language; null for a schema's own
 * message.
 */
export function textOfMessage(message: string): IssueText | null {
  for (const { key, names, regex } of templates) {
    const match = regex.exec(message);
    if (match) return { key, values: Object.fromEntries(names.map((n, i) => [n, match[i + 1]!])) };
  }
  return null;
}
