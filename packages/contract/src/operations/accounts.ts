import type { OperationName } from './operation-name';

/** The console, its staff and customers: health, sign-in, users, onboarding, numbers, audit, timeline, outbox, files and dashboards. */
export const accountOperations = {
  health: {
    'GET /api/health': ['getHealth', 'Server and database health'],
    'GET /api/health/live': ['getLiveness', 'Liveness: the process answers'],
    'GET /api/health/ready': ['getReadiness', 'Readiness: database, migrations and file store'],
    'GET /api/config': ['getConsoleConfig', 'Product settings the console starts with'],
  },
  auth: {
    'POST /api/auth/login': ['login', 'Sign in with email and password'],
    'POST /api/auth/logout': ['logout', 'Sign out'],
    'GET /api/auth/me': ['getCurrentUser', 'The signed-in staff user and their abilities'],
  },
  users: {
    'GET /api/users/search': ['searchUsers', 'Search users'],
    'GET /api/users/export': ['exportUsers', 'The filtered user list as CSV (streamed, audited)'],
    'GET /api/users/:id': ['getUser', 'A user with their orgs, devices and SIM connections'],
    'GET /api/users/:id/recent-device': ['getUserRecentDevice', "A user's most recent device"],
    'GET /api/users/:id/softphone': ['getUserSoftphone', "A user's softphone"],
    'GET /api/users/:id/reconnect-softphone': [
      'reconnectUserSoftphone',
      "Reconnect a user's softphone",
    ],
    'POST /api/admin/users': ['createUser', 'Create a customer user'],
    'POST /api/admin/users/invite': ['inviteUser', 'Invite a user to an org'],
    'POST /api/admin/send-pn': ['sendPushNotification', 'Send a push notification'],
    'POST /api/app/sim-phone-connections': [
      'appLinkSimPhone',
      "The product's app reports a customer's SIM phone link (APP_API_KEY)",
    ],
    'POST /api/app/sign-ins': [
      'appReportSignIn',
      "The product's app reports a customer's sign-in (APP_API_KEY)",
    ],
    'POST /api/admin/user-sim-phone-connection/:id/unlink': [
      'unlinkSimConnection',
      "Unlink a user's SIM phone connection",
    ],
    'GET /api/users/org/:id': ['listOrgMembers', "An org's members"],
    'GET /api/presence/org/:id': [
      'listOrgPresence',
      "Presence and softphone state of an org's members",
    ],
  },
  onboarding: {
    'GET /api/admin/org/onboarding-ui-config/:user_id': [
      'getOnboardingConfig',
      'What the Onboard User form starts from',
    ],
    'POST /api/admin/org': ['createOrg', 'Create an org for an existing customer user'],
    'POST /api/admin/org/onboard': ['onboardUser', 'Onboard a user with a new org'],
  },
  numbers: {
    'POST /api/admin/voip-numbers': ['addVoipNumber', 'Add a number to the VoIP inventory'],
    'POST /api/admin/voip-numbers/:number/reserve': [
      'reserveVoipNumber',
      'Hold a free number for a team until a date',
    ],
    'POST /api/admin/voip-numbers/:number/cancel-reservation': [
      'cancelVoipReservation',
      "Give up a number's reservation",
    ],
    'POST /api/admin/voip-numbers/import': [
      'importVoipNumbers',
      'Check or import a CSV of numbers into the inventory (all rows or none)',
    ],
    'GET /api/admin/voip-numbers/:number': [
      'getVoipNumber',
      'A VoIP number with its team, its moves and who did what to it',
    ],
    'GET /api/numbers/voip': ['listVoipNumbers', "Search every org's VoIP numbers"],
    'GET /api/numbers/voip/:id': ['listOrgVoipNumbers', "An org's VoIP numbers"],
    'GET /api/org/:id/voip-history': ['listOrgVoipHistory', "An org's number history"],
    'GET /api/voice-message/org/:id': ['listOrgVoiceMessages', "An org's voice messages"],
    'POST /api/voice-message/org': [
      'createTextVoiceMessage',
      'Add a voice message read out from text',
    ],
    'POST /api/voice-message/custom': [
      'createRecordedVoiceMessage',
      'Add a voice message from an uploaded recording',
    ],
  },
  'internal-leads': {
    'GET /api/admin/internal-lead/search': ['searchInternalLeads', 'Search internal leads'],
    'GET /api/admin/internal-lead/:id': [
      'getInternalLead',
      'An internal lead with the customer it became and its history',
    ],
    'GET /api/admin/internal-lead/export': [
      'exportInternalLeads',
      'The filtered internal leads as CSV (streamed, audited)',
    ],
    'POST /api/admin/internal-lead': ['createInternalLead', 'Add an internal lead'],
    'PUT /api/admin/internal-lead/:id': [
      'updateInternalLead',
      "Change a lead's details, stage or owner",
    ],
    'POST /api/admin/internal-lead/:id/convert': [
      'convertInternalLead',
      'Convert a lead into an onboarded team',
    ],
    'POST /api/admin/internal-lead/bulk': [
      'bulkInternalLeads',
      'Assign or move the stage of many internal leads',
    ],
    'POST /api/admin/internal-lead/bulk/count': [
      'countInternalLeadsBulk',
      'How many internal leads a bulk select-all picks',
    ],
    'POST /api/admin/internal-lead/import': [
      'importInternalLeads',
      'Check or import a CSV of internal leads',
    ],
  },
  'event-actions': {
    'GET /api/admin/event/action-setting/org/:id': [
      'listOrgEventActions',
      "An org's event action settings",
    ],
    'POST /api/admin/event/action-setting': [
      'saveEventAction',
      "Create or update an org's event action setting",
    ],
    'PUT /api/admin/event/action-setting/:id': [
      'updateEventAction',
      'Update an event action setting',
    ],
  },
  audit: {
    'GET /api/audit/org/:id': ['listOrgAudit', "An org's audit log"],
  },
  timeline: {
    'GET /api/org/:id/timeline': [
      'listOrgTimeline',
      'Everything that happened to an org, newest first, by kind (keyset paged)',
    ],
  },
  outbox: {
    'GET /api/outbox': ['listOutbox', 'Outgoing messages and their delivery state'],
    'GET /api/outbox/export': [
      'exportOutbox',
      'The filtered outgoing messages as CSV (streamed, audited)',
    ],
    'GET /api/outbox/channels': [
      'listChannelModes',
      'Which channels deliver through a provider and which run in the sandbox',
    ],
    'GET /api/outbox/:id': ['getOutboxMessage', 'One message with every try and delivery report'],
    'POST /api/outbox/bulk': ['bulkOutbox', 'Retry or cancel many messages, ticked or filtered'],
    'POST /api/outbox/bulk/count': ['countOutboxBulk', 'How many messages a bulk select-all picks'],
    'POST /api/outbox/:id/retry': ['retryOutboxMessage', 'Send a failed message again'],
    'POST /api/outbox/:id/cancel': ['cancelOutboxMessage', 'Cancel a failed or waiting message'],
  },
  files: {
    'GET /api/s3/presignURL': ['presignUpload', 'A signed URL to upload a file to'],
    'GET /api/s3/getObject': ['getFileUrl', 'A signed, expiring URL to read a stored file'],
    'PUT /api/files/upload': ['uploadFile', 'Upload a file to a signed URL'],
    'GET /api/files/download': ['downloadFile', 'Download a file through a signed URL'],
  },
  dashboards: {
    'GET /api/dashboards/summary': ['getDashboardSummary', 'Dashboard summary'],
    'GET /api/dashboards/money': [
      'getDashboardMoney',
      'Sales (GST split), collections and refunds per India day or month',
    ],
    'GET /api/dashboards/growth': [
      'getDashboardGrowth',
      'New teams, those paying now and trials started per India day or month',
    ],
    'GET /api/dashboards/calls': [
      'getDashboardCalls',
      'Trial calls per India day or month by status',
    ],
    'GET /api/dashboards/kyc': [
      'getDashboardKyc',
      'KYC queue now, pending age and decisions per reviewer',
    ],
    'GET /api/dashboards/outbox': [
      'getDashboardOutbox',
      'Messages of a date range per channel and delivery status',
    ],
  },
} as const satisfies Record<string, Record<string, OperationName>>;
