import { deliverDigioEvent } from './digio-webhooks';
import { expect, expectToast, test, type Page } from './fixtures';
import { FIRST_DAY_ADMIN, firstDayURL, logIn, newTeam } from './helpers';

// Digio on a company's first production start (SEED_DEMO=false, the second e2e server): its
// REST API is a local fake speaking as Digio's integrations show it (start-server.mjs), and
// Digio's webhooks are Digio's own events from the server's fixtures, signed with
// X-Digio-Checksum as Digio signs them.

test.use({ baseURL: firstDayURL });

/** The reference of the team's newest Digio request of a kind, as the console lists it. */
async function newestReference(page: Page, orgId: number, kind: 'KYC' | 'FUP') {
  const listed = await page.request.get(
    kind === 'KYC' ? `/api/digio/org/${orgId}` : `/api/digio/org/${orgId}/fup`,
  );
  expect(listed.ok(), await listed.text()).toBe(true);
  const rows = (await listed.json()).data as { reference_id: string }[];
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]!.reference_id;
}

async function send(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, /SMS sent successfully to mobile \d{10}/);
}

test('on a never-seeded database, a team completes Digio KYC through its webhook and its e-signed agreement is downloaded and shown', async ({
  page,
}) => {
  await logIn(page, FIRST_DAY_ADMIN.email, FIRST_DAY_ADMIN.password);
  await expect(page.getByTestId('dashboards-page')).toBeVisible();
  const name = `Digio Traders ${Date.now() % 100_000}`;
  const orgId = await newTeam(page, name);

  await page.goto(`/kyc/${orgId}/digio`);
  await expect(page.getByTestId('review-org-name')).toHaveText(name);
  await send(page, 'Send KYC link by SMS');
  const kycRequests = page.getByTestId('digio-kyc-requests');
  await expect(kycRequests).toContainText('Requested');

  // Digio approves the KYC the owner completed: the request completes, the KYC is up for review.
  const kyc = await newestReference(page, orgId, 'KYC');
  expect(kyc).toMatch(/^KID/);
  expect(await deliverDigioEvent(page, 'webhook-kyc-approved', kyc)).toMatchObject({
    applied: true,
  });
  await page.reload();
  await expect(kycRequests).toContainText('Completed');
  await expect(page.getByTestId('review-status')).toHaveAttribute('data-status', 'PENDING');

  // The FUP agreement goes to Digio to be e-signed; Digio's doc.signed has it downloaded.
  await send(page, 'Send FUP for signature');
  await expect(page.getByTestId('digio-fup-requests')).toContainText('Requested');
  await expect(page.getByTestId('fup-signed-agreement')).toHaveCount(0);
  const fup = await newestReference(page, orgId, 'FUP');
  expect(fup).toMatch(/^DID/);
  const signedEvent = `WHN${Date.now()}`;
  expect(await deliverDigioEvent(page, 'webhook-doc-signed', fup, signedEvent)).toMatchObject({
    applied: true,
  });
  // Digio delivers at least once: its retry of the same event is acknowledged and changes nothing.
  expect(await deliverDigioEvent(page, 'webhook-doc-signed', fup, signedEvent)).toEqual({
    applied: false,
    outcome: 'already completed',
  });
  await page.reload();
  await expect(page.getByTestId('digio-fup-requests')).toContainText('Completed');
  await expect(page.getByText('Signed', { exact: true })).toBeVisible();
  const agreement = page.getByTestId('fup-signed-agreement');
  await expect(agreement).toContainText(`Signed agreement (${fup})`);

  // What the console shows is the PDF Digio served: the agreement that went out for this team.
  const shown = agreement.getByTestId('document-pdf');
  await expect(shown).toBeVisible();
  const src = (await shown.getAttribute('src')) ?? '';
  const pdf = await page.request.get(src.split('#')[0]!);
  expect(pdf.ok()).toBe(true);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const text = (await pdf.body()).toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text).toContain(`Between the telephony provider and ${name}.`);
  await expect(page.getByRole('button', { name: 'Download signed agreement' })).toBeEnabled();
});
