import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18n from '../lib/i18n';
import { englishConsoleStrings } from '../lib/english-features';
import { englishPageBundle } from '../lib/english-pages';

// The console loads the features' English with its shell after sign-in, and the pages' English
// with the spec's whole message catalogue (loadEnglishPages) right after; tests render features
// directly, so they get both up front. Files share one module graph (isolate: false), so a test
// must never lean on what an earlier file happened to load.
i18n.addResourceBundle('en', 'translation', englishConsoleStrings, true, false);
i18n.addResourceBundle('en', 'translation', englishPageBundle, true, false);

// Mantine reads these browser APIs that jsdom does not implement. Tests ask for reduced
// motion, so Mantine's transitions take no time and leave no timer behind a finished file
// (one firing after jsdom is gone fails the run with "window is not defined").
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStandIn {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStandIn;
window.HTMLElement.prototype.scrollIntoView = () => {};

// Lazy pages load in a few steps (shell, its strings, the page); on a busy machine that can
// pass the default second. findBy/waitFor still return as soon as the condition holds.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
