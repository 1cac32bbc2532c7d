/** Staff roles that may use the console (spec section 6). */
export const consoleRoles = ['SU', 'ADMIN'] as const;
/** Every role a user may hold; customer roles share the users table. */
export const roles = ['SU', 'ADMIN', 'AGENT', 'ORG_ADMIN', 'ORG_USER'] as const;
export type Role = (typeof roles)[number];

export const isConsoleRole = (role: string | undefined | null): boolean =>
  (consoleRoles as readonly string[]).includes(role ?? '');
