import { expect, test } from './fixtures';
import { logInAsStaff, snap, xsrfHeaders } from './helpers';

test("an internal lead's drawer shows its stage moves, the team and customer it became, and its history", async ({
  page,
}) => {
  await logInAsStaff(page);
  const headers = await xsrfHeaders(page);
  const name = `Drawer Prospect ${Date.now()}`;
  const created = await page.request.post('/api/admin/internal-lead', {
    data: { name, phone: `91${String(Date.now()).slice(-8)}`, source: 'EVENT' },
    headers,
  });
  expect(created.ok(), await created.text()).toBe(true);
  const lead = (await created.json()).data.lead as { id: number };
  const moved = await page.request.put(`/api/admin/internal-lead/${lead.id}`, {
    data: { stage: 'QUALIFIED' },
    headers,
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  const converted = await page.request.post(`/api/admin/internal-lead/${lead.id}/convert`, {
    data: { name: `${name} Pvt Ltd` },
    headers,
  });
  expect(converted.ok(), await converted.text()).toBe(true);
  const orgId = (await converted.json()).data.org.id as number;

  await page.goto(`/internal-leads?text=${encodeURIComponent(name)}`);
  // Keyboard: the lead's name is a button in the tab order; Enter opens the drawer.
  const open = page.getByRole('button', { name: `Open lead ${name}` });
  await open.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: `Lead ${name}` });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]lead=${lead.id}`));
  await expect(drawer).toContainText('Won');
  await expect(drawer).toContainText('Asha Rao');
  await expect(drawer.getByTestId('linked-org').getByRole('link')).toHaveAttribute(
    'href',
    `/teams/${orgId}/internal-leads`,
  );
  await expect(drawer.getByTestId('linked-customer').getByRole('link')).toHaveAttribute(
    'href',
    /^\/teams\/users\/\d+$/,
  );
  const moves = drawer.getByTestId('stage-moves').getByTestId('field-move');
  await expect(moves).toHaveCount(1);
  await expect(moves.first()).toContainText('New');
  await expect(moves.first()).toContainText('Qualified');
  await expect(drawer.getByTestId('lead-notes')).toBeVisible();
  const history = drawer.getByTestId('history-item');
  await expect(history).toHaveCount(3);
  await expect(history.first()).toContainText('Converted into a customer');
  await expect(history.last()).toContainText('Lead added');
  await snap(page, 'object-drawers-lead');

  await page.reload();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/lead=/);
});
