import { describe, expect, it } from 'vitest';
import { describeSummary } from './action-history';
import en from '../locales/en.json';

describe('describeSummary', () => {
  it('lists KYC changes, the comment and the source org', () => {
    expect(
      describeSummary({
        changes: { status: { before: 'PENDING', after: 'APPROVED' } },
        comment: 'ok',
        source_org_id: 4,
        version: 3,
      }),
    ).toEqual(['status: PENDING → APPROVED', 'comment: ok', 'source_org_id: 4']);
  });

  it('also lists fields an org action changed at the top level (reset FUP)', () => {
    expect(
      describeSummary({
        fup_status: { before: 'SIGNED', after: null },
        is_fup_required: { before: false, after: true },
      }),
    ).toEqual(['fup_status: SIGNED → —', 'is_fup_required: false → true']);
  });

  it("names the app's submission a KYC came in with", () => {
    expect(
      describeSummary({
        actor: 'app',
        submission_id: 'sub-42',
        changes: { status: { before: 'REJECTED', after: 'PENDING' } },
      }),
    ).toEqual(['status: REJECTED → PENDING', 'submission_id: sub-42']);
  });
});

describe('describeSummary in the locale’s words', () => {
  // The English locale's history words, as the console's `t` reads them.
  const t = (key: string, options?: Record<string, unknown>) => {
    const value = key
      .replace(/^kyc\./, '')
      .split('.')
      .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], en);
    return typeof value === 'string' ? value : String(options?.defaultValue ?? key);
  };

  it('reads labels and document names, never field names or file paths', () => {
    const lines = describeSummary(
      {
        actor: 'staff',
        collected_by_name: 'Asha Rao',
        changes: {
          poa_id: { before: null, after: 'AADHAAR' },
          poa_front: { before: null, after: 'document/2026-11/4f1c.png' },
          photo: { before: 'document/2026-10/a.png', after: 'document/2026-11/b.png' },
          status: { before: 'NOT_SUBMITTED', after: 'PENDING' },
        },
      },
      t,
    );
    expect(lines).toEqual([
      'Proof of address type: — → Aadhaar Card',
      'Proof of address · front: uploaded',
      'Photo: replaced',
      'Status: NOT_SUBMITTED → PENDING',
      'Documents collected by: Asha Rao',
    ]);
    expect(lines.join(' ')).not.toMatch(/document\/|poa_/);
  });
});
