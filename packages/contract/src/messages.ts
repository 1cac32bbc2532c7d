import { requestMessages } from './request-messages';

/**
 * Every user-visible message of spec sections 5 and 8, word for word, by key, and the few
 * success messages of actions the spec names without giving their message (marked "ours").
 * `{product}` is the configured product name (PRODUCT_NAME, default SF); other `{x}` are
 * filled by `formatMessage`.
 */
export const messages = {
  // Section 5: validation
  selectTeamPlanVariant: 'Please select team & plan & variant',
  noProductNumber: 'Cannot assign/renew plan to Org as it does not have a {product} number',
  standardWithFreeTier: 'Cannot give CRM/WABA with standard phone plan',
  noGstWarning: 'No GST invoice will be given if no GST is entered. Sure to go ahead?',
  goAheadWithoutGst: 'Go ahead without GST',
  needEmail: 'Need to set email before you can create subscription',
  enterEmail: 'Please enter email',
  failedToSetEmail: 'Failed to set email',
  purchased: 'Purchased',
  add: 'Add',
  selected: 'Selected',
  noAddons: 'No add-ons available',
  invalidRecordingId: 'Invalid Call Recording ID',

  // Section 8: errors
  ...requestMessages,
  failed: 'Failed',
  apiFailed: 'Api failed',
  invalidRecordingToast: 'Invalid Call Recording ID: {id}',
  noUrlFound: 'No url found',
  enableBkycFailedTitle: 'IMPORTANT - Enable BKYC failed',
  enableBkycFailedText: 'Please turn it ON manually from kyc section',

  // Section 8: success
  cdrUpdated: 'CDR updated successfully',
  productReleased: '{product} released successfully',
  orgDeleted: 'Organization deleted successfully',
  callRecordingSettingUpdated: 'Call recording setting updated successfully',
  callerTuneSettingUpdated: 'Caller tune setting updated successfully',
  newTrialStarted: 'New trial Started successfully',
  trunkRefreshed: 'Trunk Refreshed successfully',
  multiTrunkRefreshed: 'Multi Trunk Refreshed successfully',
  validityChanged: 'Subscription validity changed successfully',
  planEnded: 'Plan ended successfully',
  freebiesUpdated: 'Freebies Update successfully',
  addonsUpdated: 'Addons Update successfully',
  numberChangedOrAssigned: '{product} number changed or assigned successfully',
  planCreated: 'Plan created successfully',
  topupAdded: 'Topup Added successfully',
  orgUpdated: 'Org updated successfully',
  orgSettingsUpdated: 'Org Settings updated successfully',
  refreshed: 'Refreshed successfully',
  qualified: 'Qualified successfully',
  resetFupDone: 'Reset FUP done successfully',
  paymentCreated: 'Payment created successfully',
  actionSettingSaved: 'Action Setting Created or Update Successfully',
  talktimeUpdated: 'Talktime Updated Successfully',
  kycCopied: 'Kyc copied successfully',
  smsSent: 'SMS sent successfully to mobile {phone}',

  // Ours: actions of spec section 7 whose success message the spec does not show, worded
  // like their neighbours ('Organization deleted successfully', 'New trial Started successfully').
  refundRecorded: 'Refund recorded successfully',
  paymentDeleted: 'Payment deleted successfully',
  orgRestored: 'Organization restored successfully',
  crmTrialStarted: 'CRM trial started successfully',
  odAccountConfigured: 'OD account configured successfully',

  // Ours: lead stages and groups (spec section 7), as the server has always answered them.
  leadStageCreated: 'Lead stage created successfully',
  leadStageUpdated: 'Lead stage updated successfully',
  leadStageMoved: 'Lead stage position changed successfully',
  leadStageDeleted: 'Lead stage deleted successfully',
  leadGroupCreated: 'Lead group created successfully',
  leadGroupUpdated: 'Lead group updated successfully',
  leadGroupDeleted: 'Lead group deleted successfully',
  // Ours: money happens once (DESIGN.md convention 12; contract idempotency.ts).
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  paymentReferenceUsed: 'Payment reference {ref} is already recorded for this org',
  subscriptionOfAnotherOrg: 'Subscription {id} belongs to another org',
  // Ours: reminders.
  reminderSaved: 'Reminder saved',
  reminderAssigneeNotStaff: 'A reminder can only be assigned to a staff member',
  reminderDoneCannotMove: 'This reminder is done; open it again to move it',
  reminderNeedsAssignee: 'Choose who the reminder is for',
  // Ours: customers written by the product's app.
  customerAppIdTwice: 'app_id {id} appears twice in the batch',
  unknownCategory: 'Unknown category',
  // Ours: what the telephony switch sends (call details, presence events).
  callOfSwitchId: 'Call {id} not found',
  presenceUserUnknown: 'User {id} does not exist',
  presenceNeedsSipUsername:
    'User {id} has no softphone yet: send sip_username with its first event',
  // Ours: short URLs (issue 16); the two pages are what a visitor of /s/{slug} sees.
  shortUrlSlugTaken: 'The slug {slug} is already taken',
  shortUrlLoop: 'A short URL cannot point at a short URL of this server',
  shortUrlDisabled: 'This short URL is disabled and cannot be changed',
  shortUrlNotFoundPage: 'This short link does not exist.',
  shortUrlGonePage: 'This short link is no longer active.',
  // Ours: campaigns (issue 17).
  campaignSaved: 'Campaign saved',
  campaignScheduled: 'Campaign scheduled: it starts sending at its time',
  campaignPaused: 'Campaign paused',
  campaignResumed: 'Campaign resumed',
  campaignCancelled: 'Campaign cancelled: nobody else gets it',
  campaignUnscheduled: 'Campaign unscheduled: it is a draft again',
  campaignWrongState: 'Not possible while the campaign is {status}',
  campaignAwaitsApproval:
    'Scheduled for {count} recipients: a Super User must approve a campaign to more than {limit} before it sends',
  campaignApproved: 'Campaign approved: it sends at its time',
  campaignNotAwaiting: 'This campaign is not waiting for approval',
  optOutAdded: '{phone} will not get campaign SMS',
  optOutExists: '{phone} is already opted out',
  optOutRemoved: '{phone} may get campaign SMS again',
  // Ours: referrals and rewards (issue 17).
  referralCodeUnknown: 'Referral code {code} does not exist',
  referralCodeDisabled: 'Referral code {code} is disabled',
  referralAlreadyInvalid: 'This referral is already marked invalid',
  referralInvalidated: 'Referral marked invalid',
  referralCodeChanged: 'Referral code updated',
  rewardRuleSaved: 'Reward rule saved',
  rewardsIssued:
    '{count} rewards approved and issued: {minutes} minutes, {days} days, {credit} credit',
  rewardsChanged:
    'These rewards changed since you looked: {minutes} minutes, {days} days and {credit} credit are pending. Check them again.',
  rewardsNeedSu:
    'Approving more than {minutes} minutes, {days} days or {credit} credit at once needs a Super User',
  rewardsTooMany:
    'More than {max} rewards are pending here: narrow the filter and approve them in parts',
  rewardNothingRunning: '{org} has no running plan to add {days} days to',
  rewardNotPending: 'Reward {id} is {status}, not pending',
  rewardRejected: 'Reward rejected',
  rewardRevoked: 'Reward revoked: what it gave was taken back',
  // Ours: invite codes (issue 16).
  inviteCodesCreated: '{count} invite codes created',
  inviteCodeTaken: 'The code {code} is already taken',
  inviteCodeNotFound: 'Invite code {code} does not exist',
  userIdUnknown: 'User {id} does not exist',
  userNotTeamMember: 'User {id} is not a member of team {org_id}',
  inviteCodeExhausted: 'Invite code exhausted',
  inviteCodeExpired: 'Invite code {code} expired on {date}',
  inviteCodePaused: 'Invite code {code} is paused',
  inviteCodeNotYetValid: 'Invite code {code} is valid from {date}',
  inviteCodeLimitBelowUses: 'The limit cannot be below the {uses} uses so far',
  inviteCodeNoTrial: 'This team has no running trial for the code to extend',
  inviteCodeUnknownPlan: 'Plan {plan} has no variant {variant} in the catalogue',
  inviteCodeOwnerUnknown: 'The owner {owner} does not exist',
  // Ours: the VoIP number inventory (issue 12).
  numberResting:
    'Number {number} was released recently and rests until {date} before it can be given again',
  voipNumberAdded: 'Number {number} added to the inventory',
  numberReserved: 'Number {number} is reserved for team {org} until {date}',
  numberReservationCancelled: 'The reservation of number {number} is cancelled',
  numberNotReservable: 'Number {number} is {status}: only an available number can be reserved',
  numberNotReserved: 'Number {number} is not reserved',
  numberReservedForOther: 'Number {number} is reserved for team {org} until {date}',
  voipNumberExists: 'Number {number} is already in the inventory',
  numberImportChecked: '{valid} of {rows} rows can be imported',
  numberImportDone: '{count} numbers added to the inventory',
  numberImportRefused: 'Nothing was imported: {invalid} of {rows} rows have errors',
  numberImportRaced: 'Some of these numbers were added meanwhile; check the file again',
  numberImportNeedsHeader: 'The file needs a header row with the columns number and provider',
  // Ours: a new customer user's phone and email are nobody else's.
  userPhoneTaken: 'A user with this phone number already exists',
  userEmailTaken: 'A user with this email already exists',
  // Ours: internal leads (issue 12).
  leadCreated: 'Lead {name} created',
  leadUpdated: 'Lead {name} updated',
  leadPhoneTaken: 'A lead with the phone {phone} already exists: {name}',
  leadOwnerUnknown: 'Staff member {id} does not exist',
  leadOrgUnknown: 'Team {id} does not exist',
  leadWon: 'Lead {name} is won and cannot change',
  leadWonByConverting: 'Lead {name} has no team: it is won by converting it into an onboarding',
  leadConverted: 'Lead {name} converted: team {org} is onboarded',
  leadHasTeam: 'Lead {name} already belongs to team {org}',
  leadIsCustomer:
    'The phone of lead {name} belongs to a customer already onboarded with team {org}',
  leadImportChecked: '{valid} of {rows} rows can be imported',
  leadImportDone: '{count} leads imported',
  leadImportRefused: 'Nothing was imported: {invalid} of {rows} rows have errors',
  leadImportRaced: 'Some of these leads were added meanwhile; check the file again',
  leadImportNeedsHeader: 'The file needs a header row with the columns name and phone',
  importTooManyRows: 'A file can hold at most {max} rows',
  csvInvalid: 'The file is not valid CSV: {reason}',
  // Ours: integration settings and Google Business locations (issue 12).
  integrationAdded: '{provider} added to team {org}',
  integrationUpdated: '{provider} of team {org} updated',
  integrationRemoved: '{provider} removed from team {org}',
  gmbLinked: 'Location {name} linked to team {org}',
  gmbUpdated: 'Location {name} updated',
  gmbUnlinked: 'Location {name} unlinked from team {org}',
  gmbPlaceTaken: 'Place {place} is already linked to team {org}',
  gmbUserNotMember: 'User {id} is not a member of team {org}',
  // Ours: a sale priced off the catalogue (issue 12).
  priceDiffersFromCatalogue:
    'The amount {amount} differs from the catalogue price {catalogue}: give the reason',
  // Ours: catalogue management (issue 12).
  cataloguePlanCreated: 'Plan {name} created',
  cataloguePlanUpdated: 'Plan {name} updated',
  catalogueVariantCreated: 'Variant {variant} added to {plan}',
  catalogueVariantUpdated: 'Variant {variant} of {plan} updated',
  cataloguePriceChanged:
    '{plan} {variant} now costs {amount}; what was sold before keeps its price',
  catalogueAddonCreated: 'Add-on {name} created',
  catalogueAddonUpdated: 'Add-on {name} updated',
  catalogueAddonPriceChanged:
    'Add-on {name} now costs {amount} for 30 days; what was sold before keeps its price',
  catalogueSlugTaken: 'The slug {slug} is already taken',
  catalogueAddonUnknown: 'Add-on {id} does not exist',
  catalogueProductKey: 'Every product must start with {key}_',
  // Ours: the services' refusals, written once (issue 11).
  notFound: '{subject} not found',
  accountNotConsole: 'This account cannot use the console',
  erasureAlreadyOpen: 'This person already has an open erasure request',
  erasureClosed: 'This erasure request is already closed',
  erasureSuOnly: 'Only an SU can carry out an erasure',
  erasureReceivedFuture: 'received_at: must not be in the future',
  correctionNothing: 'Nothing to correct: the values are as recorded',
  correctionErased: "This person's data was erased",
  correctionEmailTaken: 'Another user has this email',
  userDeleted: 'This user is deleted',
  userAlreadyMember: 'This user is already a member of the team',
  subscriptionHasEnded: 'This subscription has ended',
  subscriptionAlreadyEnded: 'This subscription has already ended',
  requestUsedForOtherPayment: 'This request was already used for a different payment',
  orgNotDeleted: 'This org is not deleted',
  orgDeletedRestoreFirst: 'This org is deleted; restore it first',
  orgOnboardedByOther: 'This org is already onboarded with another user',
  orgNoKycForFup: 'This org has no KYC record, so there is no FUP to reset',
  orgHasPaidPlan: 'This org has a running paid plan; end it before starting a trial',
  orgOfAnotherUser: 'This org belongs to another user',
  simAlreadyUnlinked: 'This SIM phone connection is already unlinked',
  signInIdTaken: 'This sign-in id was reported for another user',
  noSignedFup: 'There is no signed FUP agreement for this org yet',
  fileChangedDuringCheck: 'The file changed while it was being checked; upload it again',
  validUntilAfterSince: 'valid_until: must be after valid_since',
  validTillAfterFrom: 'valid_till: must be after valid_from',
  toNotBeforeFrom: 'to: must not be before from',
  callerTuneMustBeAudio: 'caller_tune.file_name must be an uploaded audio file',
  assignedStaffMustBeStaff: 'assigned_staff_id must be a staff member',
  uploadAudioFirst: 'Upload the audio file first',
  noPushDevice: 'This user has no device that can receive push notifications',
  uploadNotAudio: 'The uploaded file is not audio',
  startAfterEnd: 'The start date is after the end date',
  newNumberSameAsOld: 'The new number is the same as the old one',
  fileEmpty: 'The file is empty',
  callEndsBeforeStart: 'The call cannot end before it started',
  cursorOrBefore: 'Send cursor (next page) or before (previous page), not both',
  pickRejectionMessage: 'Pick at least one rejection message',
  nothingToChange: 'Nothing to change: every field already has that value',
  noOrgWithId: 'No org has this id',
  noCustomerWithId: 'No customer user has this id',
  invalidWebhookPayload: 'Invalid webhook payload',
  invalidJsonBody: 'Invalid JSON body',
  expectedJsonBody: 'Expected a JSON body',
  noNumberNoTrunk: 'This org has no {product} number, so it has no trunk to refresh',
  orgAlreadyQualified: 'This org was already qualified on {date}',
  numberAlreadyReleased: '{number} was already released',
  callIdTwiceInBatch: 'switch_call_id {id} appears twice in the batch',
  orgDoesNotExist: 'Org {id} does not exist',
  userNotMemberOfOrg: 'User {user} is not a member of org {org}',
  deepPageNeedsCursor: 'Pages past row {rows} need the cursor of the page before',
  pickAtMostDays: 'Pick at most {days} days',
  atMostDaysAtATime: 'from: at most {days} days at a time',
  copySourceDeleted: 'Org {id} has been deleted; its {what} cannot be copied',
  copySourceEmpty: 'Org {id} has no {what} to copy',
  noUploadedDocument: '{field}: no uploaded document named {name}',
  bvAlreadyRequired: 'Business KYC is already required for this org',
  bvAlreadyNotRequired: 'Business KYC is already not required for this org',
  fupAlreadyRequired: 'FUP agreement is already required for this org',
  fupAlreadyNotRequired: 'FUP agreement is already not required for this org',
  ownerHasNoMobile: 'The owner of {org} has no mobile number; add one before sending a Digio link',
  digioLinkTooSoon:
    'A Digio {kind} link was sent to {phone} less than a minute ago; wait before sending another',
  kycOfDeletedOrg: 'Org {id} has been deleted; its KYC can no longer be changed',
  // Ours: undo of a KYC decision.
  kycUndone: 'KYC decision undone',
  kycUndoNothing: 'There is no approval or rejection of this KYC to undo',
  kycUndoExpired: 'The time to undo this KYC decision has passed',
  kycUndoNotYours: 'Only the reviewer who made this KYC decision can undo it',
  kycUndoDependent:
    'This KYC decision can no longer be undone: something has already followed from it (a message, a referral or another change)',
  // Ours: assignment of a KYC review.
  kycAssigned: 'KYC review of {org} assigned to {name}',
  kycUnassigned: 'KYC review of {org} is no longer assigned',
  kycAssigneeMayNotReview: 'A KYC review can only be assigned to a staff member who may review KYC',
  kycChangedMeanwhile:
    'This KYC was changed by someone else while you were reviewing it (version {seen} is now {now}); reload it and review again',
  // Ours: KYC submitted from the product app.
  kycSubmissionReused:
    'Submission {id} of this team was already received with other contents; send a new submission id for a new submission',
  // Ours: KYC submitted by staff who collected the customer's documents.
  kycSubmitMissing: 'Add {documents} before submitting this KYC for review',
  kycAlreadyWaiting: 'This KYC is already waiting for review',
  kycCollectorNotStaff: 'Staff member {id} does not exist',
  kycSubmittedForCustomer: 'KYC submitted for review on behalf of the customer',
  refundTooLarge: 'Refund of {amount} is more than the {left} left to refund on this payment',
  gatewayNoLink: 'The payment gateway did not create the link: {reason}',
  paymentLinkAlready: 'Payment link is already {status}',
  gatewayNoRegistrationLink: 'The payment gateway did not create the registration link: {reason}',
  mandateAlready: 'Mandate is already {status}',
  // Ours: Razorpay lists the customer's contact and email as mandatory on a registration link.
  mandateOwnerWithoutPhone:
    "The owner of {org} has no mobile number, which Razorpay needs on a registration link; add one to the owner in the team's Users tab, then create the link",
  mandateWithoutEmail:
    '{org} and its owner have no email address, which Razorpay needs on a registration link; add one to the team or its owner, then create the link',
  tooManyLeadStages: 'An org can have at most {max} lead stages',
  invalidPosition: 'Invalid position',
  orgHasNumberChangeIt: 'The org already has {product} number {number}; change it instead',
  orgNumberIsNot: "The org's current {product} number is {number}, not {old}",
  numberOfAnotherOrg: '{product} number {number} belongs to another org',
  razorpayIdUsed:
    'Razorpay payment id {id} is already recorded (payment {payment}); it cannot pay for a second sale',
  razorpayIdOther:
    'Razorpay payment id {id} was received from another org or for another amount (payment {payment})',
  uploadLinkUsed:
    'This upload link has already been used: the file it stored cannot be replaced. Ask for a new upload link to send another file',
  fileTypeNotAllowed: 'File type {type} is not allowed',
  // Ours: a corrected CDR keeps its duration inside its start and end (issue 14).
  cdrDurationTooLong:
    'The duration cannot be longer than the call: {seconds} seconds from its start to its end',
  // Ours: the outbox and its delivery (issue 15).
  outboxRetried: 'Message {id} will be sent again',
  outboxCancelled: 'Message {id} cancelled',
  outboxNotRetriable: 'Only a failed message can be sent again; message {id} is {status}',
  outboxBodyGone: 'Message {id} cannot be sent again: its text was removed (retention or erasure)',
  outboxNotCancellable:
    'Only a failed or waiting message can be cancelled; message {id} is {status}',
  // Ours: login throttling (per account and address, growing waits).
  tooManyLoginsSeconds: 'Too many login attempts; try again in {seconds} seconds',
  tooManyLoginsMinutes: 'Too many login attempts; try again in {minutes} minutes',
  // Ours: WhatsApp accounts, templates and messages (issue 18).
  whatsappLinked: 'WhatsApp number {number} linked to {org}',
  whatsappNumberTaken: 'This WhatsApp number is already linked to team {org}',
  whatsappAlreadyLinked: 'Team {org} already has WhatsApp number {number}; disconnect it first',
  whatsappSynced: 'WhatsApp account synced: {count} templates',
  whatsappDisconnected: 'WhatsApp number {number} disconnected from {org}',
  whatsappNotConnected: 'The WhatsApp number of {org} is {status}; messages cannot be sent',
  whatsappTemplateNotApproved: 'Template {name} is {status}; only an approved template can be sent',
  whatsappTemplateVariables: 'Template {name} takes {count} values; {given} were given',
  whatsappOptedOut: 'This number replied STOP: marketing templates are not sent to it',
  whatsappWindowClosed:
    'The customer has not written in the last 24 hours: WhatsApp allows only a template message now',
  whatsappQueued: 'Message to {number} queued',
  // Ours: saved views of a list (issue "a console that opens instantly").
  savedViewSaved: 'View {name} saved',
  savedViewDeleted: 'View {name} deleted',
  savedViewNameTaken: 'You already have a view named {name} on this list',
  savedViewLimit: 'You can keep at most {max} views on one list; delete one first',
  // Ours: bulk actions.
  bulkTooMany: 'These filters pick more than {limit} rows; narrow them first',
  callAlreadyDeleted: 'Call #{id} is already deleted',
  callNotDeleted: 'Call #{id} is not deleted',
} as const;

export type MessageKey = keyof typeof messages;

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function formatMessage(
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Note text is stored as 'Action: {action}, comment: {comment}' (spec section 3). */
export function noteText(action: string, comment: string): string {
  return `Action: ${action}, comment: ${comment}`;
}
