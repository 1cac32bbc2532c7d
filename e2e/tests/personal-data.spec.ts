import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { demo, logInAsStaff } from './helpers';

/** The names of the files in a ZIP archive, and the text of its JSON files. */
async function listArchive(body: Buffer): Promise<Map<string, string>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(body, { lazyEntries: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const out = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) =>
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const bytes = Buffer.concat(chunks);
          out.set(
            entry.fileName,
            entry.fileName.endsWith('.json') ? bytes.toString() : `${bytes.length}`,
          );
          zip.readEntry();
        });
      }),
    );
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return out;
}

// Patel Pharma Distributors' KYC is pending review with its documents (demo seed); opening it
// only reads, so the KYC specs that review it are not disturbed.
test('an SU opens a KYC document, sees the access record, exports the owner’s data and sees that too', async ({
  page,
}) => {
  await logInAsStaff(page);
  const search = await page.request.get('/api/org/search?text=Patel%20Pharma&page_size=5');
  const org = ((await search.json()).data.rows as { id: number; name: string }[]).find(
    (r) => r.name === 'Patel Pharma Distributors',
  )!;
  const detail = (await (await page.request.get(`/api/org/details/${org.id}`)).json()).data as {
    owner: { id: number; name: string };
  };

  // The reviewer opens the KYC: its documents are shown, and each opening is on record.
  await page.goto('/kyc');
  await page.getByTestId('chip-ALL').click();
  await page.getByTestId('kyc-search').fill('Patel Pharma');
  await page.getByTestId('table-row').filter({ hasText: org.name }).first().click();
  await expect(page.getByTestId('document-image').first()).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-personal-data').click();
  await expect(page.getByTestId('data-access-page')).toBeVisible();
  const kycRecord = page
    .getByTestId('access-record')
    .filter({ hasText: org.name })
    .and(page.locator('[data-kind="KYC_DOCUMENT"]'))
    .first();
  await expect(kycRecord).toBeVisible();
  await expect(kycRecord).toContainText('KYC document');

  // The owner's page: who opened their documents, and their data as one archive.
  await page.goto(`/teams/users/${detail.owner.id}`);
  const panel = page.getByTestId('person-data-panel');
  await expect(panel.locator('[data-kind="KYC_DOCUMENT"]').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await panel.getByTestId('person-data-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^person-${detail.owner.id}-data-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  const archive = await listArchive(await readFile((await file.path())!));
  const names = [...archive.keys()];
  expect(names).toEqual(
    expect.arrayContaining(['manifest.json', 'identity.json', 'contact.json', 'document.json']),
  );
  expect(names.some((n) => n.startsWith(`documents/team-${org.id}/`))).toBe(true);
  const identity = JSON.parse(archive.get('identity.json')!) as { orgs: { name: string }[] };
  expect(identity.orgs.map((o) => o.name)).toContain(org.name);
  const document = JSON.parse(archive.get('document.json')!) as { kyc: { org_id: number }[] };
  expect(document.kyc[0]?.org_id).toBe(org.id);

  // The export is on record too, on the person's page and the SU's list.
  await page.reload();
  await expect(panel.locator('[data-kind="DATA_EXPORT"]').first()).toBeVisible();
  await page.goto('/personal-data');
  await page.getByTestId('access-kind-filter').click();
  await page.getByRole('option', { name: 'Data export' }).click();
  await expect(
    page.getByTestId('access-record').filter({ hasText: detail.owner.name }).first(),
  ).toBeVisible();
  await expect(
    page.locator('[data-testid="access-record"]:not([data-kind="DATA_EXPORT"])'),
  ).toHaveCount(0);
});

test('an ADMIN without the grant sees neither the list nor the export', async ({ page }) => {
  await logInAsStaff(page, demo.admin.email);
  const refused = await page.request.get('/api/admin/data-access-records');
  expect(refused.status()).toBe(403);
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('menu-outbox')).toBeVisible();
  await expect(page.getByTestId('menu-personal-data')).toHaveCount(0);
});

test('an SU sees the retention periods and the last run of the retention job', async ({ page }) => {
  await logInAsStaff(page);
  await page.goto('/personal-data');
  await page.getByTestId('tab-retention').click();
  await expect(page).toHaveURL(/tab=retention/);
  const panel = page.getByTestId('retention-panel');
  await expect(panel.getByTestId('retention-call_recordings')).toContainText('Call recordings');
  await expect(panel.getByTestId('retention-call_recordings')).toContainText('365 days');
  await expect(panel.getByTestId('retention-sign_in_addresses')).toContainText('180 days');
  await expect(panel.getByTestId('retention-link_visits')).toContainText('90 days');
  // A fresh server's job has not run yet, or ran once on its first beat.
  await expect(panel.getByTestId('retention-last-run')).toHaveText(
    /The retention job has not run yet\.|Last run /,
  );
});
