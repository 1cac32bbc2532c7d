import { addonCatalogue } from '@switchboard/contract/rules/plans';
import type { PlanAddon } from '@switchboard/contract/subscriptions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { AddonPicker, type AddonCounts } from './addon-picker';

const addons: PlanAddon[] = addonCatalogue.map((a) => ({ ...a, amount: a.gross_amount / 100 }));

/** The picker as the Create Plan tab holds it, with the counts it reports shown for the test. */
function Harness({
  purchased = [],
  list = addons,
  days = 30,
}: {
  purchased?: number[];
  list?: PlanAddon[];
  days?: number;
}) {
  const [value, setValue] = useState<AddonCounts>({});
  return (
    <>
      <AddonPicker
        addons={list}
        purchased={purchased}
        revenueDuration={days}
        value={value}
        onChange={setValue}
      />
      <output data-testid="chosen">{JSON.stringify(value)}</output>
    </>
  );
}

const chosen = () => JSON.parse(screen.getByTestId('chosen').textContent ?? '{}') as AddonCounts;
const row = (slug: string) => within(screen.getByTestId(`addon-${slug}`));

describe('add-on picker (spec section 5)', () => {
  it("says 'No add-ons available' when the plan has none", () => {
    renderUi(<Harness list={[]} />);
    expect(screen.getByText('No add-ons available')).toBeInTheDocument();
  });

  it('steps users and automation by one with plus and minus', async () => {
    renderUi(<Harness />);
    const user = userEvent.setup();
    const users = row('users-v2-1');
    expect(users.getByRole('button', { name: /One less/ })).toBeDisabled();
    await user.click(users.getByRole('button', { name: /One more/ }));
    await user.click(users.getByRole('button', { name: /One more/ }));
    await user.click(users.getByRole('button', { name: /One more/ }));
    await user.click(users.getByRole('button', { name: /One less/ }));
    await user.click(row('automation-v2-pack-of-5').getByRole('button', { name: /One more/ }));
    expect(users.getByTestId('addon-count-users-v2-1')).toHaveTextContent('2');
    expect(chosen()).toEqual({ 1: 2, 2: 1 });
  });

  it("toggles the others between 'Add' and 'Selected', one call-recording add-on at a time", async () => {
    renderUi(<Harness />);
    const user = userEvent.setup();
    await user.click(row('webhook').getByRole('button', { name: 'Add' }));
    await user.click(row('call-recording-storage-30-days').getByRole('button', { name: 'Add' }));
    expect(chosen()).toEqual({ 3: 1, 4: 1 });
    await user.click(row('call-recording-storage-180-days').getByRole('button', { name: 'Add' }));
    expect(
      row('call-recording-storage-180-days').getByRole('button', { name: 'Selected' }),
    ).toBeInTheDocument();
    expect(
      row('call-recording-storage-30-days').getByRole('button', { name: 'Add' }),
    ).toBeInTheDocument();
    expect(chosen()).toEqual({ 3: 1, 6: 1 });
    await user.click(row('webhook').getByRole('button', { name: 'Selected' }));
    expect(chosen()).toEqual({ 6: 1 });
  });

  it("disables purchased add-ons and labels them 'Purchased'", () => {
    renderUi(<Harness purchased={[1, 5]} />);
    expect(row('users-v2-1').getByRole('button', { name: 'Purchased' })).toBeDisabled();
    expect(
      row('call-recording-storage-90-days').getByRole('button', { name: 'Purchased' }),
    ).toBeDisabled();
    expect(row('users-v2-1').queryByRole('button', { name: /One more/ })).toBeNull();
  });

  it('prices each unit for the variant: paise / 100 x revenue_duration / 30', () => {
    renderUi(<Harness days={365} />);
    // 299 x 365 / 30 = 3637.83, with Indian grouping.
    expect(row('users-v2-1').getByText(/₹3,637\.83/)).toBeInTheDocument();
    expect(row('call-recording-storage-90-days').getByText(/₹4,854\.50/)).toBeInTheDocument();
  });
});
