/**
 * What staff read when a value is refused, instead of zod's developer wording ("Too small:
 * expected string to have >=1 characters"). English here; the console translates by key
 * (`validation.*`), so a field error reads the same in every language.
 */
export const validationMessages = {
  required: 'Required',
  minLength: 'Must be at least {min} characters',
  maxLength: 'Must be at most {max} characters',
  min: 'Must be {min} or more',
  max: 'Must be {max} or less',
  minItems: 'Choose at least {min}',
  maxItems: 'At most {max} allowed',
  wholeNumber: 'Must be a whole number',
  number: 'Must be a number',
  text: 'Must be text',
  email: 'Must be an email address',
  url: 'Must be a web address',
  date: 'Must be a date',
  format: 'Is not in the expected format',
  oneOf: 'Must be one of: {options}',
  invalid: 'Is not valid',
} as const;
export type ValidationKey = keyof typeof validationMessages;
