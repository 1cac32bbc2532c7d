/**
 * One Idempotency-Key per filled-in form. Asking again for the same content gives the same key,
 * so a retry after a lost response (the server created the plan, the answer never arrived)
 * replays the first result instead of creating a second one. Changed content is a new request
 * and gets a new key; so does the next request after a success.
 */
export function formKeys(newKey: () => string = () => crypto.randomUUID()) {
  let current: { content: string; key: string } | null = null;
  return {
    keyFor(content: string): string {
      if (!current || current.content !== content) current = { content, key: newKey() };
      return current.key;
    },
    succeeded(): void {
      current = null;
    },
  };
}
