import { Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import { SidePanel } from '../../ui/side-panel';
import { dataExportHref, useDataAccessRecordsQuery } from './api';
import { AccessRecordsTable } from './access-records-table';
import { CorrectionSection } from './correction-section';
import { ConsentSection } from './consent-section';
import { ErasureSection } from './erasure-section';

const RECENT = 10;

/**
 * A person's (user page) or a team's data: who opened their documents, recordings and exports,
 * and, for a person, their marketing consent and their data as one archive. Only for those who
 * may read personal data.
 */
export default function PersonDataPanel({ userId, orgId }: { userId?: number; orgId?: number }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const allowed = ability.can('read', 'PersonalData');
  const { data, isLoading } = useDataAccessRecordsQuery(
    { personId: userId ?? null, orgId: orgId ?? null, limit: RECENT },
    { skip: !allowed },
  );
  if (!allowed) return null;
  return (
    <SidePanel
      icon={<IconEye size={18} />}
      title={t('personal-data.panelTitle')}
      testId="person-data-panel"
      action={
        userId ? (
          <Button
            component="a"
            href={dataExportHref(userId)}
            download
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            data-testid="person-data-export"
          >
            {t('personal-data.export')}
          </Button>
        ) : (
          <Anchor component={Link} to="/personal-data" size="sm">
            {t('personal-data.seeAll')}
          </Anchor>
        )
      }
    >
      <Stack gap="xs">
        {isLoading ? <Loader size="sm" /> : null}
        {data && data.rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('personal-data.nobodyYet')}
          </Text>
        ) : null}
        {data && data.rows.length > 0 ? <AccessRecordsTable rows={data.rows} compact /> : null}
        {userId ? <CorrectionSection personId={userId} /> : null}
        {userId ? <ConsentSection personId={userId} /> : null}
        {userId ? <ErasureSection personId={userId} /> : null}
      </Stack>
    </SidePanel>
  );
}
