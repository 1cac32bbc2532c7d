import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { logInAsStaff, menuIds, newTeam, xsrfHeaders } from './helpers';

// axe-core over every page staff reach from the menu, a team's hub, a KYC review and the
// object drawers, at a desk's and a phone's width: no violation of any impact (WCAG 2.2 A and
// AA rules and axe's best practices). Any violation fails the build.

const widths = [
  { name: 'desk', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Waits for a page to settle: no loader, no boot screen, no spinner. A team's hub asks for a
 * dozen things at once; on a busy machine that takes longer than one assertion's default wait.
 */
async function settled(page: Page) {
  await expect(page.locator('main')).toBeVisible();
  await expect(
    page.locator('[data-loading="true"], [data-testid="boot-screen"], .mantine-Loader-root'),
  ).toHaveCount(0, { timeout: 30_000 });
}

/** Every violation on the page, one line each: where, which rule, the first few elements. */
async function violationsOn(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const lines = violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.html.slice(0, 100)} ${n.failureSummary?.split('\n')[1] ?? ''}`)
        .join(' | ')}`,
  );
  // Each as it is found, for a run that is stopped before its report.
  for (const line of lines) console.log(line);
  return lines;
}

const rowsOf = async <T>(page: Page, url: string): Promise<T[]> => {
  const answer = await page.request.get(url);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { rows: T[] } }).data.rows;
};

test.describe.configure({ mode: 'parallel' });

for (const size of widths) {
  // axe takes a few seconds a page: the menu in two halves.
  for (let half = 0; half < 2; half += 1) {
    test(`menu pages (half ${half + 1}) have no accessibility violation at ${size.width} px`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(size);
      await logInAsStaff(page);
      const found: string[] = [];
      for (const id of menuIds.filter((_, i) => i % 2 === half)) {
        await page.goto(id === 'dashboards' ? '/' : `/${id}`);
        await settled(page);
        found.push(...(await violationsOn(page, id)));
      }
      expect(found).toEqual([]);
    });
  }

  test(`the team hub, a KYC review and the object drawers have no accessibility violation at ${size.width} px`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    await logInAsStaff(page);
    const found: string[] = [];
    const check = async (where: string, url: string, dialog?: RegExp) => {
      await page.goto(url);
      await settled(page);
      if (dialog) await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      found.push(...(await violationsOn(page, where)));
    };

    // A team with a bank payment (its invoice and payment drawers) and a payment link.
    const orgId = await newTeam(page, `Axe Traders ${Date.now()}`);
    const headers = await xsrfHeaders(page);
    const recorded = await page.request.post('/api/payments/bank-payment', {
      data: { org_id: orgId, amount: 118_000, payment_ref: `UTR${Date.now()}` },
      headers,
    });
    expect(recorded.ok(), await recorded.text()).toBe(true);
    const { payment, invoice } = (await recorded.json()).data as {
      payment: { id: number };
      invoice?: { id: number };
    };
    const link = await page.request.post('/api/payment-links', {
      data: { org_id: orgId, amount: 50_000, description: `Axe renewal ${Date.now()}` },
      headers,
    });
    expect(link.ok(), await link.text()).toBe(true);
    const linkId = ((await link.json()) as { data: { id: number } }).data.id;

    for (const tab of ['subscriptions', 'users', 'settings', 'kyc', 'invoices', 'voip'])
      await check(`team ${tab}`, `/teams/${orgId}/${tab}`);

    const pending = await rowsOf<{ org_id: number }>(page, '/api/org/kyc/search?status=PENDING');
    await check('KYC review', `/kyc/${pending[0]?.org_id}`);

    await check('payment drawer', `/teams/${orgId}/invoices?payment=${payment.id}`, /^Payment #/);
    if (invoice) await check('invoice drawer', `/teams/${orgId}/invoices?invoice=${invoice.id}`);
    await check('payment link drawer', `/payment-links/links?link=${linkId}`, /^Payment link/);
    const [lead] = await rowsOf<{ id: number }>(page, '/api/admin/internal-lead/search');
    await check('lead drawer', `/internal-leads?lead=${lead?.id}`);
    const [number] = await rowsOf<{ id: number }>(page, '/api/numbers/voip');
    await check('number drawer', `/voip-numbers?number=${number?.id}`);
    expect(found).toEqual([]);
  });
}
