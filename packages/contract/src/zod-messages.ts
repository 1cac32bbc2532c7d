import { z } from 'zod';
import { issueText, validationText, type Issue } from './validation';

// Apart from validation.ts so that showing a server's message (validation.ts) does not load zod.

/**
 * Makes these the wording of every zod issue that has no message of its own (a schema's own
 * message, like 'must be an http or https URL', still wins). Server and console call it once
 * at start.
 */
export function installValidationMessages(): void {
  z.config({ customError: (issue) => validationText(issueText(issue as Issue)) });
}
