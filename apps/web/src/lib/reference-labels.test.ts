import { bvRejectionMessages, kycRejectionMessages } from '@switchboard/contract/rules/kyc';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import i18n from './i18n';
import { rejectionLabel, variantLabel } from './reference-labels';

describe('reference data in the staff member’s language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('keeps the English lists in step with the contract', () => {
    expect(Object.values(en.reference.kycRejection)).toEqual([...kycRejectionMessages]);
    expect(Object.values(en.reference.bvRejection)).toEqual([...bvRejectionMessages]);
  });

  it('translates the fixed reasons and variants, and leaves free text as typed', async () => {
    await i18n.changeLanguage('de');
    expect(rejectionLabel('Document has expired')).toBe('Dokument ist abgelaufen');
    expect(rejectionLabel('GST certificate is not valid')).toBe('GST-Zertifikat ist ungültig');
    expect(rejectionLabel('Stamp missing on page 2')).toBe('Stamp missing on page 2');
    expect(variantLabel('Quarterly')).toBe('Vierteljährlich');
  });
});
