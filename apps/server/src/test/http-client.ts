import { XSRF_COOKIE, XSRF_HEADER } from '@switchboard/contract/session';

export type HttpAnswer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A browser-like client of a server process over real HTTP: keeps its cookies and echoes the
 * XSRF token on state changes. One jar may be used against several instances of one product
 * (the session and the token live in the shared database, not in an instance).
 */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  async send(
    base: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    if (method !== 'GET' && !this.cookies.has(XSRF_COOKIE))
      await this.send(base, 'GET', '/api/health');
    const xsrf = this.cookies.get(XSRF_COOKIE);
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(xsrf && method !== 'GET' ? { [XSRF_HEADER]: xsrf } : {}),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed };
  }

  /** Another client holding these cookies now: a second tab of the same browser. */
  copy(): HttpClient {
    const other = new HttpClient();
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  get = (base: string, path: string) => this.send(base, 'GET', path);
  post = (base: string, path: string, body: unknown = {}, headers?: Record<string, string>) =>
    this.send(base, 'POST', path, body, headers);
}
