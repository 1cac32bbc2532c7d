/**
 * Request bodies whose example the document cannot make from the schema alone (a choice
 * between fields, a rule across fields), by operationId. Every other body's example is made
 * from its schema (apps/server/src/platform/http/openapi-examples.ts); a test checks that
 * each example, made or given, passes its own request schema.
 */
export const requestExamples: Record<string, unknown> = {
  // One of ids or filter; the change names at least the owner or the stage.
  bulkInternalLeads: { ids: [12, 15], change: { stage: 'CONTACTED' } },
  bulkKyc: {
    action: 'request_reupload',
    ids: [41],
    rejection_messages: ['The address proof is cut off at the bottom'],
  },
  // An SMS action names its template.
  saveEventAction: {
    org_id: 7,
    event: 'CALL_MISSED',
    action: 'SEND_SMS',
    config: { template: 'Sorry we missed your call, we will call you back shortly.' },
  },
  // Copies go from one team to another.
  copyKyc: { source_org_id: 7, destination_org_id: 9 },
  copyBusinessKyc: { source_org_id: 7, destination_org_id: 9 },
  copyFup: { source_org_id: 7, destination_org_id: 9 },
  // A KYC submission carries every document a reviewer needs (uploaded first: file names).
  submitAppKyc: {
    submission_id: 'app-kyc-2026-0412',
    org_id: 7,
    kyc_template: 'INDIVIDUAL',
    poa_id: 'AADHAAR',
    poa_front: 'kyc/7/poa-front.jpg',
    poa_back: 'kyc/7/poa-back.jpg',
    poi_id: 'PAN',
    poi_front: 'kyc/7/pan.jpg',
    photo: 'kyc/7/photo.jpg',
  },
  // An SMS campaign names its DLT template and sender and says something.
  createCampaign: {
    name: 'Diwali offer',
    channel: 'SMS',
    audience: { plan_family: 'PHONE', subscription: 'ACTIVE' },
    dlt_template_id: '1107161234567890123',
    sender_id: 'SWBORD',
    text: 'Diwali offer: 20% off your next top-up. Reply STOP to opt out.',
  },
  updateCampaign: {
    name: 'Diwali offer',
    channel: 'SMS',
    dlt_template_id: '1107161234567890123',
    sender_id: 'SWBORD',
    text: 'Diwali offer: 20% off your next top-up. Reply STOP to opt out.',
  },
};
