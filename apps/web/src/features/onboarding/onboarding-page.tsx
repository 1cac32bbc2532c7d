import { Alert, Anchor, Button, Paper, Stack, Stepper, Title } from '@mantine/core';
import type { OnboardResult } from '@switchboard/contract/onboarding';
import type { UserRow } from '@switchboard/contract/users';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FindUserStep } from './find-user-step';
import { OrgStep } from './org-step';

/** Menu "Onboard User": find the user, then create and onboard their org in one step. */
export default function OnboardingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const named = Number(params.get('user'));
  // The user the address names is chosen once; going back to step 1 searches freely.
  const [autoPick, setAutoPick] = useState(named > 0 ? named : undefined);
  const [user, setUser] = useState<UserRow | null>(null);
  const pick = useCallback((picked: UserRow) => {
    setAutoPick(undefined);
    setUser(picked);
  }, []);
  const [result, setResult] = useState<OnboardResult | null>(null);
  const step = result ? 2 : user ? 1 : 0;
  const restart = () => {
    setUser(null);
    setResult(null);
  };

  return (
    <Stack data-testid="onboarding-page" maw={760}>
      <Title order={1} size="h2">
        {t('menu.onboard')}
      </Title>
      <Paper withBorder p="lg">
        <Stepper
          active={step}
          allowNextStepsSelect={false}
          onStepClick={(s) => s === 0 && !result && setUser(null)}
        >
          <Stepper.Step label={t('onboarding.stepUser')}>
            <FindUserStep onPick={pick} userId={autoPick} />
          </Stepper.Step>
          <Stepper.Step label={t('onboarding.stepOrg')}>
            {user && <OrgStep userId={user.id} onDone={setResult} onBack={() => setUser(null)} />}
          </Stepper.Step>
          <Stepper.Completed>
            {result && (
              <Stack data-testid="onboard-done">
                <Alert color="green" title={t('onboarding.done')}>
                  <Anchor component={Link} to={`/teams/${result.org.id}/subscriptions`}>
                    {t('onboarding.openTeam', { org: result.org.name })}
                  </Anchor>
                </Alert>
                <Button variant="default" onClick={restart} w="fit-content">
                  {t('onboarding.another')}
                </Button>
              </Stack>
            )}
          </Stepper.Completed>
        </Stepper>
      </Paper>
    </Stack>
  );
}
