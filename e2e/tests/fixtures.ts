import { test as base, expect, type Page } from '@playwright/test';
import { mine } from './servers';

export { expect, type Locator, type Page, type Route } from '@playwright/test';

type ToastWindow = { __toasts?: string[] };

/**
 * Records the text of every toast the page shows, from its first paint: a toast closes after
 * the spec's 2000 ms, and a busy machine can take longer than that between the click and the
 * assertion, so `expectToast` reads this record instead of hoping the toast is still there.
 */
function recordToasts() {
  const seen: string[] = [];
  (window as unknown as ToastWindow).__toasts = seen;
  new MutationObserver(() => {
    for (const toast of Array.from(document.querySelectorAll('.mantine-Notification-root'))) {
      const text = toast.textContent ?? '';
      if (text && !seen.includes(text)) seen.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Expects a toast with this text (a part of it, or a pattern) since the page last loaded. */
export async function expectToast(page: Page, text: string | RegExp) {
  const wanted =
    typeof text === 'string'
      ? { source: text, flags: '', plain: true }
      : { source: text.source, flags: text.flags, plain: false };
  const shown = () =>
    page.evaluate(({ source, flags, plain }) => {
      const toasts = (window as unknown as ToastWindow).__toasts ?? [];
      return toasts.some((toast) =>
        plain ? toast.includes(source) : new RegExp(source, flags).test(toast),
      );
    }, wanted);
  await expect
    .poll(shown, { message: `a toast saying ${String(text)}`, timeout: 15_000 })
    .toBe(true);
}

/**
 * Every spec imports `test` from here (lint holds it): its pages go to this worker's own demo
 * server (tests/servers.ts), never to another worker's database. A spec on the first-day server
 * says `test.use({ baseURL: firstDayURL })` with helpers.ts firstDayURL, this worker's too.
 */
export const test = base.extend({
  baseURL: mine.demoURL,
  page: async ({ page }, use) => {
    await page.addInitScript(recordToasts);
    await use(page);
  },
});
