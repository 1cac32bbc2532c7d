import { Alert, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { ExportButton } from '../../ui/export-button';
import { useUrlColumns } from '../../ui/url-columns';
import { useTrialCallsQuery } from './api';
import { CallList } from './call-list';
import { useCallParams } from './use-call-params';

/** Trial Call History (spec sections 2 and 7): every trial org's calls, filters in the URL. */
export default function TrialCallHistoryPage() {
  const { t } = useTranslation();
  const params = useCallParams();
  const columnProps = useUrlColumns();
  const { data, currentData, error, isFetching } = useTrialCallsQuery(params.wire);
  // The export is the list as filtered, every page of it.
  const {
    page: _page,
    page_size: _size,
    cursor: _cursor,
    before: _before,
    ...filters
  } = params.wire;
  return (
    <Stack data-testid="trial-call-history">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('calls.trialTitle')}
        </Title>
        <ExportButton
          path="/api/call-history/trial/export"
          filters={filters}
          data-testid="calls-export"
        />
      </Group>
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      <CallList
        params={params}
        data={data}
        current={currentData}
        loading={isFetching}
        testId="trial-calls-table"
        {...columnProps}
        savedViews="trial-calls"
      />
    </Stack>
  );
}
