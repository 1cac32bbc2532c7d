import { test as base } from '@playwright/test';
import { mine } from './servers';

export { expect, type Locator, type Page, type Route } from '@playwright/test';

/**
 * Every spec imports `test` from here (lint holds it): its pages go to this worker's own demo
 * server (tests/servers.ts), never to another worker's database. A spec on the first-day server
 * says `test.use({ baseURL: firstDayURL })` with helpers.ts firstDayURL, this worker's too.
 */
export const test = base.extend({
  baseURL: mine.demoURL,
});
