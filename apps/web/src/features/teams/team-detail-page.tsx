import { Alert, Anchor, Breadcrumbs, Center, Grid, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { EntityNotes, EntityReminders, OrgOutbox, PersonData, useSlots } from '../../lib/slots';
import { PageErrorBoundary } from '../../ui/page-error-boundary';
import { errorMessage } from '../../lib/error-message';
import { ActivityTimeline } from './activity-timeline';
import { useOrgDetailsQuery } from './api';
import { TeamHeader } from './team-header';
import { TeamTabPanel } from './team-tab-panel';

/** One org: key facts and actions, the spec's twelve tabs (one loaded at a time), notes, activity and what was sent. */
export function TeamDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const orgId = Number(params.id);
  const valid = Number.isInteger(orgId) && orgId > 0;
  const { data: org, error, isLoading } = useOrgDetailsQuery(orgId, { skip: !valid });
  const { teamTabs } = useSlots();
  const tab = teamTabs.find((candidate) => candidate.id === params.tab);
  const firstTab = teamTabs[0]?.id ?? 'settings';

  if (!valid) return <Navigate to="/teams" replace />;
  if (!tab) return <Navigate to={`/teams/${orgId}/${firstTab}`} replace />;

  return (
    <Stack data-testid="team-page">
      <Breadcrumbs>
        <Anchor component={Link} to="/teams">
          {t('teams.title')}
        </Anchor>
        <Text>{org?.name ?? `#${orgId}`}</Text>
      </Breadcrumbs>
      {isLoading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : error || !org ? (
        <Alert color="red" title={t('teams.loadFailed')} data-testid="team-load-error">
          {errorMessage(error)}
        </Alert>
      ) : (
        <TeamHeader org={org} />
      )}
      {/* Below 1408 px (xl) the tabs take the full width and notes and activity move below: the tabs' tables need the room. */}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, xl: 8 }}>
          <Tabs
            value={tab.id}
            onChange={(value) => value && navigate(`/teams/${orgId}/${value}`)}
            keepMounted={false}
          >
            <Tabs.List>
              {teamTabs.map((candidate) => (
                <Tabs.Tab
                  key={candidate.id}
                  value={candidate.id}
                  data-testid={`team-tab-${candidate.id}`}
                >
                  {t(candidate.label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {/* Each tab controls its own panel (only the open one has content). */}
            {teamTabs.map((candidate) => (
              <Tabs.Panel
                key={candidate.id}
                value={candidate.id}
                pt="md"
                data-testid={candidate.id === tab.id ? 'team-tab-panel' : undefined}
              >
                {/* A failing tab stays inside its panel; the header and other tabs keep working. */}
                {candidate.id === tab.id ? (
                  <PageErrorBoundary key={tab.id}>
                    <TeamTabPanel tab={tab} orgId={orgId} />
                  </PageErrorBoundary>
                ) : null}
              </Tabs.Panel>
            ))}
          </Tabs>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 4 }}>
          <Stack>
            <EntityNotes target="org" id={orgId} />
            <EntityReminders target="org" id={orgId} />
            <ActivityTimeline orgId={orgId} />
            <OrgOutbox orgId={orgId} />
            <PersonData orgId={orgId} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
