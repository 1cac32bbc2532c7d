import type { ReactNode } from 'react';
import { providePageSlots } from '../lib/slots';
import type { ConsoleStore } from '../lib/store-loader';
import { BaseProviders } from './base-providers';
import { ConsoleProviders } from './console-providers';
import { pageSlots } from './page-slots';

// In the browser the page slots come with the page assets; a test has them from the start.
providePageSlots(pageSlots);

/** Both layers at once, for tests that render a part of the console outside its routes. */
export function Providers({ app, children }: { app: ConsoleStore; children: ReactNode }) {
  return (
    <BaseProviders>
      <ConsoleProviders app={app}>{children}</ConsoleProviders>
    </BaseProviders>
  );
}
