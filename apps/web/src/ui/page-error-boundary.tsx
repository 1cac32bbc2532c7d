import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function PageLoadFailed() {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle />}
      title={t('shell.chunkErrorTitle')}
      data-testid="page-load-failed"
    >
      <Stack align="flex-start" gap="sm">
        <Text size="sm">{t('shell.chunkErrorText')}</Text>
        <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
          {t('shell.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}

interface State {
  failed: boolean;
}

/**
 * Catches a page that failed to load or render, so the shell (menu, header) stays usable.
 * Keyed by path where it is used, so moving to another page clears the failure.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}
