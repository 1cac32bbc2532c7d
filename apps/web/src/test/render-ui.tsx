import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../lib/i18n';

/** A shared ui component alone, with the theme and translations it expects. */
export function renderUi(ui: ReactElement) {
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <ModalsProvider>{ui}</ModalsProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}
