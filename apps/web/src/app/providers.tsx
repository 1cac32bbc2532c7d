import type { ReactNode } from 'react';
import type { ConsoleStore } from '../lib/store-loader';
import { BaseProviders } from './base-providers';
import { ConsoleProviders } from './console-providers';

/** Both layers at once, for tests that render a part of the console outside its routes. */
export function Providers({ app, children }: { app: ConsoleStore; children: ReactNode }) {
  return (
    <BaseProviders>
      <ConsoleProviders app={app}>{children}</ConsoleProviders>
    </BaseProviders>
  );
}
