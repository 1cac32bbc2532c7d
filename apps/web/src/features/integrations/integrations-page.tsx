import { Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { useSlots } from '../../lib/slots';
import { GmbSection } from './gmb-section';
import { OrgSearch } from './org-search';
import { SettingsSection } from './settings-section';

function OrgIntegrations() {
  const orgId = Number(useParams().orgId);
  const sections = useSlots().integrationSections;
  if (!Number.isInteger(orgId) || orgId <= 0) return null;
  return (
    <Stack data-testid="org-integrations">
      <SettingsSection orgId={orgId} />
      <GmbSection orgId={orgId} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {sections.map(({ id, Component }) => (
          <Suspense
            key={id}
            fallback={
              <Center py="xl">
                <Loader size="sm" />
              </Center>
            }
          >
            <Component orgId={orgId} />
          </Suspense>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Menu "Integrations": pick an org, then its integration settings, GMB locations, lead stages and groups. */
export default function IntegrationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = Number(/\/org\/(\d+)/.exec(pathname)?.[1]) || null;
  return (
    <Stack data-testid="integrations-page">
      <Title order={1} size="h2">
        {t('menu.integrations')}
      </Title>
      <OrgSearch value={current} onChange={(orgId) => navigate(`/integrations/org/${orgId}`)} />
      <Routes>
        <Route index element={<Text c="dimmed">{t('integrations.pickOrg')}</Text>} />
        <Route path="org/:orgId" element={<OrgIntegrations />} />
      </Routes>
    </Stack>
  );
}
