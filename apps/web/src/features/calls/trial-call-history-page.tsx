import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { useTrialCallsQuery } from './api';
import { CallList } from './call-list';
import { useCallParams } from './use-call-params';

/** Trial Call History (spec sections 2 and 7): every trial org's calls, filters in the URL. */
export default function TrialCallHistoryPage() {
  const { t } = useTranslation();
  const params = useCallParams();
  const { data, currentData, error, isFetching } = useTrialCallsQuery(params.wire);
  return (
    <Stack data-testid="trial-call-history">
      <Title order={1} size="h3">
        {t('calls.trialTitle')}
      </Title>
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      <CallList
        params={params}
        data={data}
        current={currentData}
        loading={isFetching}
        testId="trial-calls-table"
      />
    </Stack>
  );
}
