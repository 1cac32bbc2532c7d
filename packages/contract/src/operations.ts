/** An operation's name in the API documents: a stable `operationId` and a one-line summary. */
export type OperationName = readonly [operationId: string, summary: string];

/**
 * Every API operation by area: `METHOD /path` as the server registers it, to its name. The
 * OpenAPI document takes each operation's tag (its area), operationId and summary from here,
 * so a generated client gets names that stay put when a route moves between files. A route
 * missing here still gets a derived name, and a server test points at the missing entry.
 */
export const operationCatalogue = {
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
  kyc: {
    'GET /api/org/kyc/search': ['searchKyc', "Search orgs' KYC"],
    'GET /api/org/kyc/export': ['exportKyc', 'The filtered KYC queue as CSV (streamed, audited)'],
    'GET /api/org/kyc/search/counts': ['countKycByStatus', 'KYC search counts by status'],
    'GET /api/org/kyc/doc-list': ['listKycDocumentTypes', 'KYC document types'],
    'GET /api/org/kyc/bv/doc-list': ['listBusinessKycDocumentTypes', 'Business KYC document types'],
    'GET /api/org/kyc/rejection-messages': ['listKycRejectionMessages', 'KYC rejection reasons'],
    'GET /api/org/kyc/bv/rejection-messages': [
      'listBusinessKycRejectionMessages',
      'Business KYC rejection reasons',
    ],
    'GET /api/org/kyc/:id': ['getKyc', "An org's KYC"],
    'GET /api/admin/org/:id/kyc/action-history': [
      'listKycActionHistory',
      "An org's KYC action history",
    ],
    'POST /api/org/kyc/approve': ['approveKyc', "Approve an org's KYC"],
    'POST /api/org/kyc/reject': ['rejectKyc', "Reject an org's KYC"],
    'POST /api/org/kyc/bulk': [
      'bulkKyc',
      'Ask many orgs to upload their KYC documents again, or assign their reviews',
    ],
    'POST /api/org/kyc/assign': ['assignKyc', "Assign an org's KYC review to a reviewer"],
    'GET /api/org/kyc/reviewers': ['listKycReviewers', 'Staff a KYC review can be assigned to'],
    'POST /api/org/kyc/bulk/count': ['countKycBulk', 'How many KYC rows a bulk select-all picks'],
    'POST /api/org/kyc/undo': [
      'undoKycDecision',
      "Undo the reviewer's own approve or reject, within a minute",
    ],
    'PUT /api/org/kyc/modify': ['modifyKyc', "Correct an org's KYC details"],
    'PUT /api/admin/org/:id/kyc/bv': [
      'reviewBusinessKyc',
      "Review or correct an org's business KYC",
    ],
    'POST /api/org/kyc/:id/bv/toggle': [
      'toggleBusinessKycRequired',
      'Require business KYC or waive it',
    ],
    'POST /api/org/kyc/:org_id/fup/toggle': [
      'toggleFupRequired',
      'Require the FUP agreement or waive it',
    ],
    'POST /api/org/kyc/copy': ['copyKyc', "Copy an org's KYC to another org"],
    'POST /api/admin/org/kyc/copy/bv': [
      'copyBusinessKyc',
      "Copy an org's business KYC to another org",
    ],
    'POST /api/admin/org/kyc/copy/fup': ['copyFup', "Copy an org's FUP agreement to another org"],
    'GET /api/digio/org/:id': ['listDigioRequests', "An org's Digio KYC requests"],
    'GET /api/digio/org/:id/fup': ['listDigioFupRequests', "An org's Digio FUP agreement requests"],
    'POST /api/admin/org/kyc/digio': ['sendDigioKycLink', 'Send a Digio KYC link by SMS'],
    'POST /api/admin/org/kyc/digio/fup': [
      'sendDigioFupAgreement',
      'Send the FUP agreement for signing through Digio',
    ],
    'POST /api/admin/org/kyc/digio/fup/download': ['downloadSignedFup', 'The signed FUP agreement'],
    'POST /api/digio/webhook': ['receiveDigioWebhook', 'Digio webhook'],
  },
  teams: {
    'GET /api/org/export': ['exportTeams', 'The filtered team list as CSV (streamed, audited)'],
    'POST /api/orders/start-new-trial/:id': ['startNewTrial', 'Start a new trial for an org'],
    'POST /api/admin/org/start-crm-trial': ['startCrmTrial', 'Start a CRM trial for an org'],
    'POST /api/subscription/refresh-trunk': ['refreshTrunk', "Refresh an org's telephony trunk"],
    'POST /api/admin/org/:id/qualify': ['qualifyOrg', 'Mark an org as qualified'],
    'GET /api/admin/org/reset-fup/:id': ['resetFup', "Reset an org's FUP check"],
    'POST /api/admin/org/configure-od-acccount': [
      'configureOutboundDialer',
      "Configure an org's outbound-dialer account",
    ],
    'GET /api/numbers/release/:number': ['releaseNumber', 'Release a number'],
    'POST /api/auth/temp-otp/org/:id': [
      'issueTempOtp',
      "Issue a one-time sign-in code for an org's owner",
    ],
    'GET /api/settings/org/:id': ['getOrgSettings', "An org's settings"],
    'POST /api/settings/org/:id': ['updateOrgSettings', "Change an org's settings"],
    'POST /api/settings/org/:id/trial-announcement-toggle': [
      'toggleTrialAnnouncement',
      'Turn the trial announcement on or off',
    ],
    'GET /api/admin/staff': ['listAssignableStaff', 'Staff an org can be assigned to'],
    'GET /api/org/search': ['searchOrgs', 'Search orgs'],
    'GET /api/org/details/:id': ['getOrg', "An org's details"],
    'PUT /api/org/:id': ['updateOrg', "Change an org's details"],
    'DELETE /api/org/:id': ['deleteOrg', 'Delete an org (soft)'],
    'POST /api/org/:id/restore': ['restoreOrg', 'Restore a deleted org'],
  },
  'saved-views': {
    'GET /api/admin/saved-views': ['listSavedViews', "The caller's saved views of one list"],
    'POST /api/admin/saved-views': [
      'createSavedView',
      "Save a list's filters and columns under a name",
    ],
    'DELETE /api/admin/saved-views/:id': ['deleteSavedView', 'Delete one of my saved views'],
  },
  notes: {
    'POST /api/org/notes': ['addOrgNote', 'Add a note to an org'],
    'GET /api/org/notes/:id': ['listOrgNotes', "An org's notes"],
    'POST /api/users/notes': ['addUserNote', 'Add a note to a user'],
    'GET /api/users/notes/:id': ['listUserNotes', "A user's notes"],
  },
  presence: {
    'GET /api/presence/org/:id/stream': [
      'streamOrgPresence',
      "Server-sent events whenever a member's presence changes",
    ],
    'POST /api/presence/events': [
      'ingestPresenceEvents',
      'Ingest softphone and presence events from the telephony switch',
    ],
  },
  customers: {
    'GET /api/customer/filters': ['listCustomerFilters', 'The filters a customer list offers'],
    'GET /api/categories': ['listCategories', 'Business categories'],
    'PUT /api/app/customers': ['upsertAppCustomers', "The product app writes an org's customers"],
    'GET /api/org/:id/customers': ['listOrgCustomers', "An org's CRM customers"],
    'PUT /api/customers/:id': ['updateCustomer', 'Correct a customer'],
  },
  reminders: {
    'POST /api/reminders': ['createReminder', 'Set a reminder on an org or a user'],
    'GET /api/reminders': ['listReminders', 'Reminders: mine, or of an org or a user'],
    'PUT /api/reminders/:id': ['updateReminder', 'Mark a reminder done, snooze or reassign it'],
  },
  payments: {
    'GET /api/orders/payments': ['listPayments', 'Search payments'],
    'GET /api/orders/payments/:id': [
      'getPayment',
      'A payment with its refunds, credit notes and history',
    ],
    'GET /api/orders/payments/export': [
      'exportPayments',
      'The filtered payments as CSV (streamed, audited)',
    ],
    'POST /api/payments/bank-payment': ['recordBankPayment', 'Record a bank payment'],
    'DELETE /api/payments/bank-payment': ['refundBankPayment', 'Refund a bank payment'],
    'DELETE /api/orders/payments/:id': ['deletePayment', 'Delete a payment'],
    'POST /api/payments/custom': ['recordCustomPayment', 'Record a custom payment'],
    'GET /api/payment-links': ['listPaymentLinks', 'Search payment links'],
    'POST /api/payment-links': ['createPaymentLink', 'Create a payment link'],
    'GET /api/payment-links/:id': [
      'getPaymentLink',
      'A payment link with the payment that paid it, its clicks and history',
    ],
    'POST /api/payment-links/:id/:action': ['endPaymentLink', 'Cancel or expire a payment link'],
    'POST /api/admin/mandate/search': ['searchMandates', 'Search mandates'],
    'POST /api/admin/mandate/create-registration-link': [
      'createMandateLink',
      'Create a mandate registration link',
    ],
    'GET /api/admin/mandate/:mandate_id': ['getMandate', 'A mandate'],
    'GET /api/admin/mandate/:mandate_id/detail': [
      'getMandateDetail',
      'A mandate with its subscription, registration clicks and history',
    ],
    'POST /api/admin/mandate/:org_id/:mandate_id/cancel': ['cancelMandate', 'Cancel a mandate'],
    'GET /api/invoices/org/:id': ['listOrgInvoices', "An org's invoices and credit notes"],
    'GET /api/invoices/org/:id/export': [
      'exportOrgInvoices',
      "An org's invoices as CSV (streamed, audited)",
    ],
    'GET /api/invoices/:id': [
      'getInvoice',
      'An invoice with its payment, refunds, credit notes and history',
    ],
    'GET /api/invoices/:id/pdf': ['getInvoicePdf', 'An invoice as PDF'],
    'GET /api/credit-notes/:id/pdf': ['getCreditNotePdf', 'A credit note as PDF'],
  },
  subscriptions: {
    'GET /api/subscription/plans/all': ['listPlans', 'The plan catalogue'],
    'GET /api/subscription/list': ['listSubscriptions', 'Search subscriptions'],
    'GET /api/subscription/export': [
      'exportSubscriptions',
      'The filtered subscriptions as CSV (streamed, audited)',
    ],
    'GET /api/subscription/org-context/:id': [
      'getPlanOrgContext',
      'What the Create Plan rules need to know about an org',
    ],
    'GET /api/subscription/org/:id': ['listOrgSubscriptions', "An org's subscriptions"],
    'GET /api/subscription/talk-time/:id/list': [
      'listTalkTimeLedger',
      "A subscription's talk-time ledger",
    ],
    'GET /api/subscription/talk-time/:id': ['getTalkTime', "A subscription's talk time"],
    'POST /api/subscription/talk-time/:id': ['setTalkTime', "Change a subscription's talk time"],
    'GET /api/subscription/:id': ['getSubscription', 'A subscription'],
    'PUT /api/subscription/:id': ['updateSubscription', 'Change a subscription'],
    'POST /api/subscription': ['createSubscription', 'Create a plan for an org'],
    'POST /api/subscription/top-up': ['topUp', 'Top up talk time'],
    'POST /api/subscription/daily-top-up': ['dailyTopUp', 'Add a daily top-up'],
    'POST /api/subscription/update-validity': [
      'updateValidity',
      "Change a subscription's validity",
    ],
    'POST /api/subscription/end/:id': ['endSubscription', 'End a subscription'],
    'POST /api/subscription/change-number': ['changeNumber', "Change an org's number"],
    'POST /api/subscription/assign-number': ['assignNumber', 'Assign a number to an org'],
  },
  calls: {
    'GET /api/call-history/trial/export': [
      'exportTrialCalls',
      'The filtered trial calls as CSV (streamed, audited)',
    ],
    'POST /api/call-history/ingest': [
      'ingestCdrs',
      'Ingest call records from the telephony switch',
    ],
    'POST /api/call-history/details': [
      'ingestCallDetails',
      "Ingest a call's transcript, summary and feedback, by the switch's call id",
    ],
    'GET /api/call-history/trial': ['listTrialCalls', 'Search calls of trial orgs'],
    'GET /api/call-history/org/:org_id': ['listOrgCalls', "Search an org's calls"],
    'GET /api/call-history/org/:org_id/agents': [
      'searchOrgCallAgents',
      "Search an org's agents for the call filter",
    ],
    'GET /api/call-history/org/:id/stats/total-call-and-duration': [
      'getOrgCallStats',
      "An org's call count and total duration",
    ],
    'GET /api/call-history/recording/:id': [
      'getCallRecording',
      "A signed URL to a call's recording",
    ],
    'GET /api/call-history/:id/details': ['getCall', 'A call with its details'],
    'PUT /api/call-history/:id': ['updateCall', "Correct a call's record"],
    'POST /api/call-history/bulk': ['bulkCalls', 'Soft-delete or restore many calls'],
    'POST /api/call-history/bulk/count': [
      'countCallsBulk',
      'How many calls a bulk select-all picks',
    ],
    'POST /api/admin/dialer/cdr/list': ['listDialerCdrs', 'Search dialer call records'],
  },
  'lead-stages': {
    'GET /api/lead-stage/types': ['listLeadStageTypes', 'Lead stage types'],
    'GET /api/lead-group/types': ['listLeadGroupTypes', 'Lead group types'],
    'GET /api/admin/lead-stage/org/:orgId': ['listOrgLeadStages', "An org's lead stages"],
    'POST /api/admin/lead-stage': ['createLeadStage', 'Add a lead stage'],
    'PUT /api/admin/lead-stage/:id': ['updateLeadStage', 'Change a lead stage'],
    'DELETE /api/admin/lead-stage/:id': ['deleteLeadStage', 'Delete a lead stage'],
    'PUT /api/admin/lead-stage/:id/change-position': ['moveLeadStage', 'Move a lead stage'],
    'GET /api/admin/lead-group/org/:orgId': ['listOrgLeadGroups', "An org's lead groups"],
    'POST /api/admin/lead-group': ['createLeadGroup', 'Add a lead group'],
    'PUT /api/admin/lead-group/:id': ['updateLeadGroup', 'Change a lead group'],
    'DELETE /api/admin/lead-group/:id': ['deleteLeadGroup', 'Delete a lead group'],
  },
  catalogue: {
    'GET /api/admin/catalogue': ['getCatalogue', 'The plan and add-on catalogue, with prices'],
    'POST /api/admin/catalogue/plans': ['createCataloguePlan', 'Create a plan (SU)'],
    'PUT /api/admin/catalogue/plans/:id': [
      'updateCataloguePlan',
      'Change, make legacy or retire a plan (SU)',
    ],
    'POST /api/admin/catalogue/plans/:id/variants': [
      'createCatalogueVariant',
      'Add a variant (SU)',
    ],
    'PUT /api/admin/catalogue/variants/:id': [
      'updateCatalogueVariant',
      'Change a variant; a new price is a new version (SU)',
    ],
    'POST /api/admin/catalogue/addons': ['createCatalogueAddon', 'Create an add-on (SU)'],
    'PUT /api/admin/catalogue/addons/:id': [
      'updateCatalogueAddon',
      'Rename an add-on or change its price (SU)',
    ],
  },
  integrations: {
    'GET /api/admin/integration/setting/org/:orgId': [
      'listOrgIntegrations',
      "An org's integration settings",
    ],
    'GET /api/gmb-locations/admin/org': ['listGmbLocations', 'Google Business locations of an org'],
    'PUT /api/app/gmb-locations/reviews': [
      'appGmbReviews',
      "The product's app reports Google ratings and review counts by place (APP_API_KEY)",
    ],
    'POST /api/admin/integration/setting': ['addIntegration', 'Connect an integration to an org'],
    'PUT /api/admin/integration/setting/:id': [
      'changeIntegration',
      'Pause, resume or correct an integration',
    ],
    'DELETE /api/admin/integration/setting/:id': ['removeIntegration', 'Remove an integration'],
    'POST /api/gmb-locations/admin': ['linkGmbLocation', 'Link a Google Business location'],
    'PUT /api/gmb-locations/admin/:id': [
      'changeGmbLocation',
      "Change a location's member or status",
    ],
    'DELETE /api/gmb-locations/admin/:id': [
      'unlinkGmbLocation',
      'Unlink a Google Business location',
    ],
  },
  whatsapp: {
    'GET /api/whatsapp/heltar/:id': ['getHeltarAccount', "An org's WhatsApp (Heltar) account"],
    'GET /api/admin/whatsapp/accounts': ['listWhatsappAccounts', "Every org's WhatsApp account"],
    'POST /api/admin/whatsapp/accounts': [
      'linkWhatsappAccount',
      "Link an org's WhatsApp number by its BSP ids (checked at the BSP)",
    ],
    'POST /api/admin/whatsapp/accounts/:id/sync': [
      'syncWhatsappAccount',
      "Re-read an account's state and templates from the BSP",
    ],
    'POST /api/admin/whatsapp/accounts/:id/disconnect': [
      'disconnectWhatsappAccount',
      'Disconnect a WhatsApp account',
    ],
    'GET /api/admin/whatsapp/accounts/:id/window': [
      'getWhatsappWindow',
      'Whether free text may go to a number now (24-hour window)',
    ],
    'POST /api/admin/whatsapp/accounts/:id/messages': [
      'sendWhatsappMessage',
      'Send a template (or text inside the window) on the org’s behalf',
    ],
    'GET /api/admin/whatsapp/messages': ['listWhatsappMessages', 'Search WhatsApp messages'],
    'GET /api/admin/whatsapp/orgs/:id': [
      'getOrgWhatsapp',
      "An org's WhatsApp account and templates",
    ],
    'GET /api/admin/whatsapp/orgs/:id/usage': [
      'getWhatsappUsage',
      "An org's conversations by day and category against its plan",
    ],
  },
  'short-urls': {
    'GET /api/admin/short-urls': ['listShortUrls', 'Search short URLs'],
    'GET /api/admin/short-urls/export': [
      'exportShortUrls',
      'The filtered short URLs as CSV (streamed, audited)',
    ],
    'POST /api/admin/short-urls': ['createShortUrl', 'Create a short URL'],
    'GET /api/admin/short-urls/:id': ['getShortUrl', 'A short URL'],
    'PUT /api/admin/short-urls/:id': ['updateShortUrl', 'Change a short URL'],
    'DELETE /api/admin/short-urls/:id': ['disableShortUrl', 'Disable a short URL'],
    'GET /api/admin/short-urls/:id/visits': ['getShortUrlVisits', "A short URL's visit figures"],
    'GET /api/admin/short-urls/:id/qr': ['getShortUrlQr', "A short URL's QR code (SVG or PNG)"],
    'GET /s/:slug': ['followShortUrl', 'Follow a short link: 302 to its target, 404 or 410'],
  },
  'invite-codes': {
    'GET /api/admin/invite-codes': ['listInviteCodes', 'Search invite codes'],
    'GET /api/admin/invite-codes/export': [
      'exportInviteCodes',
      'The filtered invite codes as CSV (streamed)',
    ],
    'POST /api/admin/invite-codes': ['createInviteCodes', 'Create one invite code or a batch'],
    'GET /api/admin/invite-codes/:id': ['getInviteCode', 'An invite code and its redemptions'],
    'PUT /api/admin/invite-codes/:id': [
      'updateInviteCode',
      'Pause or resume an invite code, move its end, raise its limit',
    ],
    'GET /api/org/:id/invite-code': ['getOrgInviteCode', 'The invite code a team signed up with'],
    'POST /api/app/invite-codes/redeem': [
      'redeemInviteCode',
      "Redeem an invite code for a team (the sign-up app's APP_API_KEY)",
    ],
  },
  campaigns: {
    'GET /api/admin/campaigns': ['listCampaigns', 'Search campaigns, with their progress'],
    'GET /api/admin/campaigns/export': [
      'exportCampaigns',
      'The filtered campaigns as CSV (streamed, audited)',
    ],
    'GET /api/admin/campaigns/audience-preview': [
      'previewAudience',
      'How many people an audience reaches, and a sample of 20',
    ],
    'POST /api/admin/campaigns': ['createCampaign', 'Make a campaign (a draft)'],
    'GET /api/admin/campaigns/:id': ['getCampaign', 'A campaign and its counts by status'],
    'PUT /api/admin/campaigns/:id': ['updateCampaign', 'Change a draft campaign'],
    'POST /api/admin/campaigns/:id/schedule': [
      'scheduleCampaign',
      'Send a draft campaign at a time, or now',
    ],
    'POST /api/admin/campaigns/:id/approve': [
      'approveCampaign',
      "Approve an ADMIN's campaign to many recipients (SU)",
    ],
    'GET /api/admin/campaigns/:id/activity': [
      'getCampaignActivity',
      'Sends, deliveries and clicks per hour',
    ],
    'POST /api/admin/campaigns/:id/pause': ['pauseCampaign', 'Pause a campaign'],
    'POST /api/admin/campaigns/:id/resume': ['resumeCampaign', 'Resume a paused campaign'],
    'POST /api/admin/campaigns/:id/cancel': ['cancelCampaign', 'Cancel a campaign'],
    'GET /api/admin/campaigns/:id/recipients': [
      'listCampaignRecipients',
      "A campaign's recipients, by status",
    ],
    'GET /api/admin/users/:id/campaigns': [
      'listUserCampaigns',
      'The campaigns that reached a customer user',
    ],
    'GET /api/admin/sms-opt-outs': ['listSmsOptOuts', 'Numbers campaigns never message'],
    'POST /api/admin/sms-opt-outs': ['addSmsOptOut', 'Stop campaigns messaging a number'],
    'DELETE /api/admin/sms-opt-outs/:phone': [
      'removeSmsOptOut',
      'Let campaigns message a number again',
    ],
  },
  search: {
    'GET /api/admin/search': [
      'searchEverything',
      'Teams, people, numbers, calls, KYC, payments and mandates matching what was typed',
    ],
  },
  referrals: {
    'POST /api/app/referrals': [
      'recordReferral',
      "Record that a team signed up with a referral code (the sign-up app's APP_API_KEY)",
    ],
    'GET /api/admin/referrals': ['listReferrals', 'Search referrals'],
    'GET /api/admin/referrals/export': [
      'exportReferrals',
      'The filtered referrals as CSV (streamed, audited)',
    ],
    'GET /api/admin/referrals/:id': ['getReferral', 'A referral, its timeline and its rewards'],
    'POST /api/admin/referrals/:id/invalidate': [
      'invalidateReferral',
      'Mark a referral invalid, with why',
    ],
    'GET /api/admin/users/:id/referral-code': [
      'getReferralCode',
      "A customer user's referral code and whether it works",
    ],
    'POST /api/admin/users/:id/referral-code': [
      'changeReferralCode',
      'Give a customer user a new referral code, or switch theirs off or on',
    ],
    'GET /api/admin/reward-rules': ['listRewardRules', 'The reward rules'],
    'POST /api/admin/reward-rules': ['createRewardRule', 'Add a reward rule (SU)'],
    'PUT /api/admin/reward-rules/:id': ['updateRewardRule', 'Change a reward rule (SU)'],
    'GET /api/admin/rewards': ['listRewards', 'The rewards ledger, with totals by state'],
    'GET /api/admin/rewards/export': ['exportRewards', 'The filtered rewards as CSV (streamed)'],
    'POST /api/admin/rewards/approve': [
      'approveRewards',
      'Approve pending rewards and issue them into talk-time, once',
    ],
    'POST /api/admin/rewards/:id/reject': [
      'rejectReward',
      'Reject a pending reward, or revoke an issued one',
    ],
  },
} as const satisfies Record<string, Record<string, OperationName>>;

export type CataloguedOperation = { area: string; operationId: string; summary: string };

const catalogue: Readonly<Record<string, Readonly<Record<string, OperationName>>>> =
  operationCatalogue;
const byRoute = new Map<string, CataloguedOperation>(
  Object.entries(catalogue).flatMap(([area, operations]) =>
    Object.entries(operations).map(([route, [operationId, summary]]) => [
      route,
      { area, operationId, summary },
    ]),
  ),
);

/** The area and name of `METHOD /path` (the path as registered, `:param` style), if catalogued. */
export function catalogued(method: string, path: string): CataloguedOperation | undefined {
  return byRoute.get(`${method.toUpperCase()} ${path}`);
}
