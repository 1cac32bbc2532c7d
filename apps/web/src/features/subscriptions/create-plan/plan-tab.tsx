import { Grid } from '@mantine/core';
import type { OrgContext, Plan } from '@switchboard/contract/subscriptions';
import { PlanChoiceFields } from './plan-choice-fields';
import { usePlanSale } from './plan-sale';
import { PlanSummaryColumn } from './plan-summary-column';

type Props = { org: OrgContext | null; plans: Plan[]; onDone: () => void };

/** The Create Plan tab: plan, variant, add-ons, GST, payment and the live price. */
export function PlanTab({ org, plans, onDone }: Props) {
  const sale = usePlanSale(org, plans, onDone);
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <PlanChoiceFields org={org} plans={plans} sale={sale} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <PlanSummaryColumn org={org} sale={sale} />
      </Grid.Col>
    </Grid>
  );
}
