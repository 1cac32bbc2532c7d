/**
 * What Mantine's AppShell.Header, .Aside and .Footer use of react-remove-scroll: the class
 * names its scroll lock (a dialog's) looks for, so a fixed header stays still when the page's
 * scrollbar goes. vite.config.ts hands these three this module instead of the library, which
 * is then loaded only with the first dialog, not with the first screen (bundle-budget.mjs).
 * The test beside it keeps the names equal to the library's.
 */
export const RemoveScroll = {
  classNames: { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' },
} as const;
