/** The session's cookie, and the CSRF cookie and header every state change echoes. */
export const SESSION_COOKIE = 'sb_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
