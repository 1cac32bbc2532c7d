import { screen } from '@testing-library/react';
import type { OrgRow } from '@switchboard/contract/teams';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { PlanValidity } from './org-badges';

const plan = (status: string, validTill: string): OrgRow['plan'] => ({
  subscription_id: 1,
  plan_id: 1022,
  plan_name: 'Unlimited Pro',
  status,
  valid_till: validTill,
});

describe('PlanValidity', () => {
  const future = new Date(Date.now() + 90 * 86_400_000).toISOString();
  const past = new Date(Date.now() - 5 * 86_400_000).toISOString();

  it('says a running plan is valid till its date', () => {
    renderUi(<PlanValidity plan={plan('active', future)} />);
    expect(screen.getByTestId('plan-validity').textContent).toMatch(/^valid till /);
  });

  it('says a plan past its date expired', () => {
    renderUi(<PlanValidity plan={plan('active', past)} />);
    expect(screen.getByTestId('plan-validity').textContent).toMatch(/^expired /);
  });

  it('says a plan ended by staff before its date ended, not expired', () => {
    renderUi(<PlanValidity plan={plan('ended', future)} />);
    expect(screen.getByTestId('plan-validity').textContent).toMatch(/^ended · was valid till /);
  });
});
