import { digioRequests } from '../../db/schema/kyc';
import { useTestApp } from '../../test/app';
import { orgWithKyc } from '../../test/factories';
import { checkRoutes, get, invalid, post, put, type RouteCase } from '../../test/route-contract';
import { agreementPdf, documentPng } from './sample-documents';

// Every route of the Document Verification issue (KYC, business verification, copies, Digio and
// FUP, action history) and the file service's /s3 routes, held to the route contract. The signed
// Digio webhook is public by design (its signature is the credential): kyc-digio.test.ts covers it.
const app = useTestApp();

const pending = () => orgWithKyc(app.ctx.db);
const business = () =>
  orgWithKyc(app.ctx.db, {
    kycTemplate: 'BUSINESS',
    bvStatus: 'PENDING',
    pobId: 'GST_CERTIFICATE',
  });
const copyCase = (
  route: string,
  url: string,
  part: string,
  source: () => Promise<number>,
): RouteCase => ({
  route,
  access: ['update', 'Kyc'],
  audit: `kyc.copy.${part}`,
  make: async () => {
    const [from, to] = [await source(), await pending()];
    return {
      good: post(url, { source_org_id: from, destination_org_id: to }),
      bad: invalid(
        post(url, { source_org_id: from, destination_org_id: from }),
        'destination_org_id',
      ),
    };
  },
});
const fixedList = (route: string, url: string): RouteCase => ({
  route,
  access: ['read', 'Kyc'],
  make: async () => ({ good: get(url), bad: invalid(get(`${url}?template=BUSINESS`), 'template') }),
});

/** An org whose FUP agreement was signed through Digio, with the signed PDF stored. */
async function signedFup(): Promise<number> {
  const orgId = await orgWithKyc(app.ctx.db, { fupStatus: 'SIGNED' });
  const fileKey = `kyc/${orgId}/fup-DIDROUTE${orgId}.pdf`;
  await app.ctx.app.files.put(
    fileKey,
    agreementPdf(`DIDROUTE${orgId}`, '9876500000'),
    'application/pdf',
  );
  await app.ctx.db.insert(digioRequests).values({
    orgId,
    kind: 'FUP',
    referenceId: `DIDROUTE${orgId}`,
    phone: '9876500000',
    status: 'COMPLETED',
    link: 'https://app.digio.in/#/sign/DIDROUTE',
    fileKey,
    completedAt: new Date(),
  });
  return orgId;
}

const cases: RouteCase[] = [
  // The queue and the review page's reads.
  {
    route: 'GET /org/kyc/search',
    access: ['read', 'Kyc'],
    make: async () => ({
      good: get('/api/org/kyc/search?status=pending&text=test&page=1&page_size=10'),
      bad: invalid(get('/api/org/kyc/search?page_size=0'), 'page_size'),
    }),
  },
  {
    route: 'GET /org/kyc/search/counts',
    access: ['read', 'Kyc'],
    make: async () => ({
      good: get('/api/org/kyc/search/counts?trial=false'),
      bad: invalid(get('/api/org/kyc/search/counts?trial=maybe'), 'trial'),
    }),
  },
  fixedList('GET /org/kyc/doc-list', '/api/org/kyc/doc-list'),
  fixedList('GET /org/kyc/bv/doc-list', '/api/org/kyc/bv/doc-list'),
  fixedList('GET /org/kyc/rejection-messages', '/api/org/kyc/rejection-messages'),
  fixedList('GET /org/kyc/bv/rejection-messages', '/api/org/kyc/bv/rejection-messages'),
  {
    route: 'GET /org/kyc/{id}',
    access: ['read', 'Kyc'],
    make: async () => ({
      good: get(`/api/org/kyc/${await pending()}`),
      bad: invalid(get('/api/org/kyc/abc'), 'id'),
    }),
  },
  {
    route: 'GET /admin/org/{id}/kyc/action-history',
    access: ['read', 'Kyc'],
    make: async () => {
      const url = `/api/admin/org/${await pending()}/kyc/action-history`;
      return { good: get(`${url}?limit=20`), bad: invalid(get(`${url}?limit=0`), 'limit') };
    },
  },

  // Review actions on the regular KYC.
  {
    route: 'POST /org/kyc/approve',
    access: ['update', 'Kyc'],
    audit: 'kyc.approve',
    make: async () => {
      const orgId = await pending();
      return {
        good: post('/api/org/kyc/approve', { org_id: orgId, version: 1 }),
        bad: invalid(post('/api/org/kyc/approve', { org_id: 'first' }), 'org_id'),
      };
    },
  },
  {
    route: 'POST /org/kyc/undo',
    access: ['update', 'Kyc'],
    audit: 'kyc.undo',
    make: async () => {
      const orgId = await pending();
      const approved = await app.su.post('/api/org/kyc/approve', { org_id: orgId, version: 1 });
      const { version } = approved.json().data;
      return {
        good: post('/api/org/kyc/undo', { org_id: orgId, version }),
        bad: invalid(post('/api/org/kyc/undo', { org_id: orgId }), 'version'),
      };
    },
  },
  {
    route: 'POST /org/kyc/bulk',
    access: ['update', 'Kyc'],
    audit: 'kyc.reject',
    make: async () => {
      const ids = [await pending()];
      const url = '/api/org/kyc/bulk';
      const reasons = ['Document is blurred'];
      return {
        good: post(url, { action: 'request_reupload', ids, rejection_messages: reasons }),
        bad: invalid(
          post(url, { action: 'request_reupload', ids, rejection_messages: [] }),
          'rejection_messages',
        ),
      };
    },
  },
  {
    route: 'POST /org/kyc/assign',
    access: ['update', 'Kyc'],
    audit: 'kyc.assign',
    make: async () => {
      const orgId = await pending();
      return {
        good: post('/api/org/kyc/assign', { org_id: orgId, assignee_id: app.su.userId }),
        bad: invalid(
          post('/api/org/kyc/assign', { org_id: orgId, assignee_id: 'me' }),
          'assignee_id',
        ),
      };
    },
  },
  fixedList('GET /org/kyc/reviewers', '/api/org/kyc/reviewers'),
  {
    route: 'POST /org/kyc/bulk/count',
    access: ['update', 'Kyc'],
    make: async () => ({
      good: post('/api/org/kyc/bulk/count', { filter: { status: 'pending' } }),
      bad: invalid(
        post('/api/org/kyc/bulk/count', { filter: { status: 'lost' } }),
        'filter.status',
      ),
    }),
  },
  {
    route: 'POST /org/kyc/reject',
    access: ['update', 'Kyc'],
    audit: 'kyc.reject',
    make: async () => {
      const orgId = await pending();
      return {
        good: post('/api/org/kyc/reject', {
          org_id: orgId,
          rejection_messages: ['Document is blurred'],
        }),
        bad: invalid(
          post('/api/org/kyc/reject', { org_id: orgId, rejection_messages: [] }),
          'rejection_messages',
        ),
      };
    },
  },
  {
    route: 'PUT /org/kyc/modify',
    access: ['update', 'Kyc'],
    audit: 'kyc.modify',
    make: async () => {
      const orgId = await pending();
      return {
        good: put('/api/org/kyc/modify', { org_id: orgId, poa_id: 'PASSPORT' }),
        bad: invalid(
          put('/api/org/kyc/modify', { org_id: orgId, kyc_template: 'PARTNERSHIP' }),
          'kyc_template',
        ),
      };
    },
  },
  {
    route: 'POST /org/kyc/submit',
    access: ['update', 'Kyc'],
    audit: 'kyc.submit',
    make: async () => {
      const orgId = await orgWithKyc(app.ctx.db, { status: 'NOT_SUBMITTED', submittedAt: null });
      const collected_by_id = app.su.userId;
      return {
        good: post('/api/org/kyc/submit', { org_id: orgId, collected_by_id }),
        bad: invalid(
          post('/api/org/kyc/submit', { org_id: orgId, collected_by_id: 'me' }),
          'collected_by_id',
        ),
      };
    },
  },

  // Business verification and the requirements.
  {
    route: 'PUT /admin/org/{id}/kyc/bv',
    access: ['update', 'Kyc'],
    audit: 'kyc.bv.approved',
    make: async () => {
      const url = `/api/admin/org/${await business()}/kyc/bv`;
      return {
        good: put(url, { status: 'APPROVED' }),
        bad: invalid(put(url, { status: 'MAYBE' }), 'status'),
      };
    },
  },
  {
    route: 'POST /org/kyc/{id}/bv/toggle',
    access: ['update', 'Kyc'],
    audit: 'kyc.bv.toggle',
    make: async () => {
      const url = `/api/org/kyc/${await pending()}/bv/toggle`;
      return {
        good: post(url, { is_biz_kyc_required: true, comment: 'Needs a GST invoice' }),
        bad: invalid(post(url, { is_biz_kyc_required: true, comment: '  ' }), 'comment'),
      };
    },
  },
  {
    route: 'POST /org/kyc/{org_id}/fup/toggle',
    access: ['update', 'Kyc'],
    audit: 'kyc.fup.toggle',
    make: async () => {
      const url = `/api/org/kyc/${await pending()}/fup/toggle`;
      return {
        good: post(url, { is_fup_required: false, comment: 'Enterprise contract' }),
        bad: invalid(post(url, { is_fup_required: false }), 'comment'),
      };
    },
  },

  // Copies from one org to another.
  copyCase('POST /org/kyc/copy', '/api/org/kyc/copy', 'kyc', pending),
  copyCase('POST /admin/org/kyc/copy/bv', '/api/admin/org/kyc/copy/bv', 'bv', business),
  copyCase('POST /admin/org/kyc/copy/fup', '/api/admin/org/kyc/copy/fup', 'fup', signedFup),

  // Digio: KYC links, FUP agreements.
  {
    route: 'GET /digio/org/{id}',
    access: ['read', 'Kyc'],
    make: async () => ({
      good: get(`/api/digio/org/${await pending()}`),
      bad: invalid(get('/api/digio/org/0'), 'id'),
    }),
  },
  {
    route: 'GET /digio/org/{id}/fup',
    access: ['read', 'Kyc'],
    make: async () => ({
      good: get(`/api/digio/org/${await signedFup()}/fup`),
      bad: invalid(get('/api/digio/org/x/fup'), 'id'),
    }),
  },
  {
    route: 'POST /admin/org/kyc/digio',
    access: ['update', 'Kyc'],
    audit: 'kyc.digio.link_sent',
    make: async () => ({
      good: post('/api/admin/org/kyc/digio', { org_id: await pending() }),
      bad: invalid(post('/api/admin/org/kyc/digio', { org_id: -1 }), 'org_id'),
    }),
  },
  {
    route: 'POST /admin/org/kyc/digio/fup',
    access: ['update', 'Kyc'],
    audit: 'kyc.fup.requested',
    make: async () => ({
      good: post('/api/admin/org/kyc/digio/fup', { org_id: await pending() }),
      bad: invalid(post('/api/admin/org/kyc/digio/fup', {}), 'org_id'),
    }),
  },
  {
    route: 'POST /admin/org/kyc/digio/fup/download',
    access: ['read', 'Kyc'],
    audit: 'kyc.fup.downloaded',
    make: async () => {
      const orgId = await signedFup();
      return {
        good: post('/api/admin/org/kyc/digio/fup/download', { org_id: orgId }),
        bad: invalid(
          post('/api/admin/org/kyc/digio/fup/download', {
            org_id: orgId,
            reference_id: 'D'.repeat(61),
          }),
          'reference_id',
        ),
      };
    },
  },

  // The file service: upload and display URLs.
  {
    route: 'GET /s3/presignURL',
    access: ['create', 'File'],
    make: async () => ({
      good: get('/api/s3/presignURL?file_name=aadhaar.png&file_type=image/png'),
      bad: invalid(
        get('/api/s3/presignURL?file_name=aadhaar.exe&file_type=application/x-msdownload'),
        'file_type',
      ),
    }),
  },
  {
    route: 'GET /s3/getObject',
    access: ['read', 'File'],
    make: async () => {
      const key = `kyc/route-${Date.now()}/poa-front.png`;
      await app.ctx.app.files.put(key, documentPng(1, 'front', [20, 90, 160]), 'image/png');
      return {
        good: get(`/api/s3/getObject?file_name=${encodeURIComponent(key)}&no_redirect=true`),
        bad: invalid(
          get('/api/s3/getObject?file_name=..%2Fsecret.png&no_redirect=true'),
          'file_name',
        ),
      };
    },
  },
];

checkRoutes(
  'every KYC, Digio and /s3 route',
  cases,
  () => app,
  // The queue's CSV export answers a file, not `{data}`: kyc-export.test.ts reads it. The app's
  // routes take its key, not a staff grant: kyc-app-*.test.ts hold them.
  (path, tags) =>
    (tags.includes('kyc') &&
      path !== '/api/digio/webhook' &&
      !path.endsWith('/export') &&
      !path.startsWith('/api/app/')) ||
    path.startsWith('/api/s3/'),
);
