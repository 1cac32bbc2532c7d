import { expect, test, type Page } from './fixtures';
import { logInAsStaff, snap } from './helpers';
import { trialRows } from './calls-helpers';

/** Ctrl+K, the text, the arrows down to the result that reads `match`, Enter: the keyboard alone. */
async function jump(page: Page, text: string, match: string) {
  await page.keyboard.press('Control+K');
  // Typed at once, as people do: what comes before the box has focus (the palette's code loads
  // the first time it is asked for) is kept, in order.
  await page.keyboard.type(text);
  const input = page.getByTestId('palette-input');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(text);
  const results = page.getByTestId('palette-result');
  await expect(results.filter({ hasText: match }).first()).toBeVisible();
  const index = (await results.allTextContents()).findIndex((r) => r.includes(match));
  // The top line is chosen; each arrow moves one down.
  for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(input).toBeHidden();
}

test('the command palette jumps to a team, a person and a call by keyboard alone', async ({
  page,
}) => {
  await logInAsStaff(page);
  const found = await page.request.get('/api/org/search?text=Konkan%20Homestays');
  const team = ((await found.json()).data.rows as { id: number; name: string }[])[0]!;
  const details = await page.request.get(`/api/org/details/${team.id}`);
  const owner = (await details.json()).data.owner as {
    id: number;
    name: string;
    phone: string | null;
  };
  const [call] = await trialRows(page);

  // A team by its name: Enter opens its page.
  await jump(page, 'konkan home', team.name);
  await expect(page).toHaveURL(new RegExp(`/teams/${team.id}`));

  // A person by phone, typed as people do (+91 and spaces).
  expect(owner.phone).toBeTruthy();
  const phone = owner.phone!.replace(/\D/g, '').slice(-10);
  await jump(page, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, owner.name);
  await expect(page).toHaveURL(`/teams/users/${owner.id}`);

  // A call by its id (a team or a person may share the number): the list opens on its details.
  await jump(page, String(call!.id), `${call!.from_number} → ${call!.to_number}`);
  await expect(page).toHaveURL(`/trial-call-history?call=${call!.id}`);
  await expect(page.getByRole('dialog', { name: `Call #${call!.id}` })).toBeVisible();

  // Recent items come first while the box is empty; actions are there by name.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+K');
  await expect(page.getByTestId('palette-result').first()).toContainText('Call');
  await snap(page, 'palette-recent');
  await page.keyboard.type('create pl');
  await expect(page.getByTestId('palette-action')).toHaveText(['Create plan']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/subscriptions?create=1');
  await expect(page.getByRole('dialog', { name: 'Create Plan' })).toBeVisible();
});

test('lists move by j and k and open by Enter, ? lists the shortcuts, Ctrl+Enter saves a form', async ({
  page,
}) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-teams').click();
  const rows = page.getByTestId('table-row');
  await expect(rows.nth(1)).toBeVisible();
  const second = (await rows.nth(1).getByRole('link').first().textContent()) ?? '';
  await page.keyboard.press('j');
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('team-header')).toContainText(second);

  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText(
    'Next row of a list',
  );
  await page.keyboard.press('Escape');

  // A form saves with Ctrl+Enter from any of its fields.
  await page.getByTestId('menu-short-urls').click();
  await page.getByTestId('new-short-url').click();
  const form = page.getByTestId('short-url-form');
  await form.getByTestId('short-url-target').fill('https://example.in/keyboard');
  await form.getByLabel('Title').fill('Saved by keyboard');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText(/Short URL \/s\/\w+ created/)).toBeVisible();
});

test('Ctrl+K finds a call by its caller as the list shows it, opens Payments and the Outbox, and Esc leaves an empty box', async ({
  page,
}) => {
  await logInAsStaff(page);
  const [call] = await trialRows(page);
  const caller = call!.from_number.replace(/\D/g, '').slice(-10);
  // The caller's number bare and as written with +91 and a space: the call is among the hits.
  for (const typed of [caller, `+91 ${caller.slice(0, 5)} ${caller.slice(5)}`]) {
    await page.keyboard.press('Control+K');
    await page.keyboard.type(typed);
    // The search asks every area at once; on a busy machine it can take longer than 10 s.
    await expect(
      page.getByTestId('palette-result').filter({ hasText: call!.from_number }).first(),
    ).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('palette-input')).toBeHidden();
  }

  // After "Nothing found", Esc closes; the next Ctrl+K starts from an empty box.
  await page.keyboard.press('Control+K');
  await page.keyboard.type('zzqxv nothing like this');
  await expect(page.getByText('Nothing found')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('palette-input')).toBeHidden();
  await page.keyboard.press('Control+K');
  await expect(page.getByTestId('palette-input')).toHaveValue('');
  await page.keyboard.type('outbox');
  await expect(page.getByTestId('palette-input')).toHaveValue('outbox');
  await expect(page.getByTestId('palette-action')).toHaveText(['Outbox']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/outbox');

  await page.keyboard.press('Control+K');
  await page.keyboard.type('payments');
  await expect(page.getByTestId('palette-action')).toHaveText(['Payments']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/payment-links/payments');
  await expect(page.getByTestId('menu-payments')).toHaveAttribute('aria-current', 'page');
});
