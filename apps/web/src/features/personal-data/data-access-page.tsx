import { Button, Group, Loader, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { dataAccessKinds, type DataAccessKind } from '@switchboard/contract/personal-data';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDataAccessRecordsQuery } from './api';
import { AccessRecordsTable } from './access-records-table';
import { ErasureQueue } from './erasure-queue';
import { RetentionPanel } from './retention-panel';

const tabs = ['access', 'erasure', 'retention'] as const;
type Tab = (typeof tabs)[number];

const PAGE = 50;

/**
 * `/personal-data`: three tabs. Access records (the default), the erasure requests' queue
 * (`?tab=erasure`) and the retention job's periods and last run (`?tab=retention`).
 */
export default function PersonalDataPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = tabs.find((x) => x === asked) ?? 'access';
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('personal-data.pageTitle')}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'access' ? { tab: value } : {})}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="access" data-testid="tab-access">
            {t('personal-data.title')}
          </Tabs.Tab>
          <Tabs.Tab value="erasure" data-testid="tab-erasure">
            {t('personal-data.erasure.queueTitle')}
          </Tabs.Tab>
          <Tabs.Tab value="retention" data-testid="tab-retention">
            {t('personal-data.retention.title')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="access" pt="md">
          <DataAccessRecords />
        </Tabs.Panel>
        <Tabs.Panel value="erasure" pt="md">
          <ErasureQueue />
        </Tabs.Panel>
        <Tabs.Panel value="retention" pt="md">
          <RetentionPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/**
 * Every view or download of a KYC document or call recording and every data
 * export, newest first, with who did it and from where (DPDP Act). SUs, or staff granted it.
 */
function DataAccessRecords() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<DataAccessKind | null>(null);
  // The pages walked so far: each is the `before` of the next.
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const before = cursors.at(-1) ?? null;
  const { data, isFetching } = useDataAccessRecordsQuery({ kind, before, limit: PAGE });
  return (
    <Stack data-testid="data-access-page">
      <Text size="sm" c="dimmed">
        {t('personal-data.intro')}
      </Text>
      <Group>
        <Select
          label={t('personal-data.kindFilter')}
          placeholder={t('personal-data.allKinds')}
          data={dataAccessKinds.map((k) => ({ value: k, label: t(`personal-data.kinds.${k}`) }))}
          value={kind}
          onChange={(value) => {
            setKind(value as DataAccessKind | null);
            setCursors([null]);
          }}
          clearable
          data-testid="access-kind-filter"
        />
        {isFetching ? <Loader size="sm" /> : null}
      </Group>
      {data && data.rows.length === 0 ? <Text c="dimmed">{t('personal-data.empty')}</Text> : null}
      {data ? <AccessRecordsTable rows={data.rows} /> : null}
      <Group>
        <Button
          variant="default"
          disabled={cursors.length <= 1}
          onClick={() => setCursors((c) => c.slice(0, -1))}
        >
          {t('personal-data.newer')}
        </Button>
        <Button
          variant="default"
          disabled={!data?.next_before}
          onClick={() => data?.next_before && setCursors((c) => [...c, data.next_before])}
        >
          {t('personal-data.older')}
        </Button>
      </Group>
    </Stack>
  );
}
