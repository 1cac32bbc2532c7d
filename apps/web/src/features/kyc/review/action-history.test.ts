import { describe, expect, it } from 'vitest';
import { describeSummary } from './action-history';

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
});
