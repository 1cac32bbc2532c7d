import type { KycDetail } from '@switchboard/contract/kyc';
import type { TFunction } from 'i18next';

export type KycDocumentRef = {
  /** The field that holds it, as modify and the business update take it. */
  field:
    | 'poa_front'
    | 'poa_back'
    | 'poi_front'
    | 'poi_back'
    | 'photo'
    | 'pob_front'
    | 'pob_back'
    | `extra_${number}_${'front' | 'back'}`;
  part: 'kyc' | 'bv';
  label: string;
  key: string | null;
};

/** Every document of the spec's KYC entity, in review order, with what it is called. */
export function documentsOf(detail: KycDetail, t: TFunction): KycDocumentRef[] {
  const side = (name: string | null, what: string, s: 'front' | 'back') =>
    `${t(`kyc.docs.${what}`)}${name ? ` (${name})` : ''} · ${t(`kyc.docs.${s}`)}`;
  const bv = detail.business_kyc;
  const docs: KycDocumentRef[] = [
    {
      field: 'poa_front',
      part: 'kyc',
      label: side(detail.poa_name, 'poa', 'front'),
      key: detail.poa_front,
    },
    {
      field: 'poa_back',
      part: 'kyc',
      label: side(detail.poa_name, 'poa', 'back'),
      key: detail.poa_back,
    },
    {
      field: 'poi_front',
      part: 'kyc',
      label: side(detail.poi_name, 'poi', 'front'),
      key: detail.poi_front,
    },
    {
      field: 'poi_back',
      part: 'kyc',
      label: side(detail.poi_name, 'poi', 'back'),
      key: detail.poi_back,
    },
    { field: 'photo', part: 'kyc', label: t('kyc.docs.photo'), key: detail.photo },
  ];
  if (detail.kyc_template === 'BUSINESS' || bv.pob_id || bv.is_biz_kyc_required) {
    docs.push(
      {
        field: 'pob_front',
        part: 'bv',
        label: side(bv.pob_name, 'pob', 'front'),
        key: bv.pob_front,
      },
      { field: 'pob_back', part: 'bv', label: side(bv.pob_name, 'pob', 'back'), key: bv.pob_back },
    );
  }
  bv.extra_documents.forEach((doc, i) => {
    docs.push({
      field: `extra_${i}_front`,
      part: 'bv',
      label: `${doc.proof_name} · ${t('kyc.docs.front')}`,
      key: doc.proof_front,
    });
    if (doc.proof_back)
      docs.push({
        field: `extra_${i}_back`,
        part: 'bv',
        label: `${doc.proof_name} · ${t('kyc.docs.back')}`,
        key: doc.proof_back,
      });
  });
  return docs;
}

/** The document that belongs beside this one: its other side, else the photo. */
export function partnerOf(
  docs: KycDocumentRef[],
  field: KycDocumentRef['field'],
): KycDocumentRef['field'] | null {
  const present = docs.filter((d) => d.key);
  const other = field.endsWith('_front')
    ? field.replace(/_front$/, '_back')
    : field.endsWith('_back')
      ? field.replace(/_back$/, '_front')
      : 'poi_front';
  return (
    (present.find((d) => d.field === other) ?? present.find((d) => d.field !== field))?.field ??
    null
  );
}
