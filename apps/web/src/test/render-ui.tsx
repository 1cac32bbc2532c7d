import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { render } from '@testing-library/react';
import { useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../lib/i18n';
import { dialogsMounted } from '../ui/modals';

/** The dialogs' provider, as console-overlays.tsx mounts it: ui/modals.ts opens through it. */
function Dialogs({ children }: { children: ReactNode }) {
  useEffect(dialogsMounted, []);
  return <ModalsProvider>{children}</ModalsProvider>;
}

/** A shared ui component alone, with the theme and translations it expects. */
export function renderUi(
  ui: ReactElement,
  options: { wrapper?: ComponentType<{ children: ReactNode }> } = {},
) {
  const Outer = options.wrapper ?? (({ children }: { children: ReactNode }) => <>{children}</>);
  return render(
    <Outer>
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <Dialogs>{ui}</Dialogs>
        </I18nextProvider>
      </MantineProvider>
    </Outer>,
  );
}
