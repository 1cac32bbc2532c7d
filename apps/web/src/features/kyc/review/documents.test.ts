import type { KycDetail } from '@switchboard/contract/kyc';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { documentsOf, partnerOf } from './documents';

const detail = {
  org: {
    id: 7,
    name: 'Kaveri Textiles',
    product_number: '8047007919',
    is_trial: false,
    deleted: false,
    plan_name: null,
    owner_phone: null,
  },
  kyc_template: 'BUSINESS',
  status: 'PENDING',
  review_status: 'PENDING',
  poa_id: 'AADHAAR',
  poa_name: 'Aadhaar Card',
  poa_front: 'kyc/7/poa-front.png',
  poa_back: null,
  poi_id: 'PAN',
  poi_name: 'PAN Card',
  poi_front: 'kyc/7/poi-front.png',
  poi_back: 'kyc/7/poi-back.png',
  photo: 'kyc/7/photo.png',
  rejection_messages: [],
  business_kyc: {
    gstin: null,
    pob_id: 'GST_CERTIFICATE',
    pob_name: 'GST Certificate',
    pob_front: 'kyc/7/pob-front.png',
    pob_back: null,
    status: 'PENDING',
    is_biz_kyc_required: true,
    rejection_messages: [],
    extra_documents: [
      {
        proof_id: 'UDYAM_CERTIFICATE',
        proof_name: 'Udyam Registration Certificate',
        proof_front: 'kyc/7/udyam.pdf',
        proof_back: null,
      },
    ],
  },
  fup_status: null,
  is_fup_required: true,
  submitted_at: null,
  reviewed_at: null,
  reviewed_by: null,
  version: 3,
  assignee: null,
  held_until: null,
} satisfies KycDetail;

describe('KYC documents', () => {
  const docs = documentsOf(detail, i18n.t);

  it('lists every document of the entity, named by its type and side', () => {
    expect(docs.map((d) => d.field)).toEqual([
      'poa_front',
      'poa_back',
      'poi_front',
      'poi_back',
      'photo',
      'pob_front',
      'pob_back',
      'extra_0_front',
    ]);
    expect(docs[0]?.label).toBe('Proof of address (Aadhaar Card) · front');
    expect(docs.at(-1)).toMatchObject({
      label: 'Udyam Registration Certificate · front',
      part: 'bv',
      key: 'kyc/7/udyam.pdf',
    });
  });

  it('puts a front beside its back, and a document without one beside another', () => {
    expect(partnerOf(docs, 'poi_front')).toBe('poi_back');
    expect(partnerOf(docs, 'poi_back')).toBe('poi_front');
    // The proof of address has no back: the identity proof goes beside it.
    expect(partnerOf(docs, 'poa_front')).toBe('poi_front');
  });
});
