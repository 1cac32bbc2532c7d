/**
 * Spec section 8's words for a request that failed, a part of `messages` (messages.ts) on its
 * own: the console's first screen loads these and not the whole catalogue.
 */
export const requestMessages = {
  somethingWentWrongPrefix: 'Something went wrong... ',
  requestFailed: 'Request failed: {error}',
  oops: 'Oops...',
  somethingWentWrong: 'Something went wrong!',
} as const;
