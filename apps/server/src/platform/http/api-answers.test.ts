import { expect, it } from 'vitest';
import { isApiPath } from './api-answers';

it('tells the API from the console, its static files and the short-link redirect', () => {
  for (const url of ['/api', '/api/', '/api/admin/teams?page=2', '/api?x=1'])
    expect(isApiPath(url), url).toBe(true);
  for (const url of ['/', '/apix', '/apiary/x', '/s/abc', '/assets/api.js', '/teams?q=/api/'])
    expect(isApiPath(url), url).toBe(false);
});
