import type { OperationName } from './operation-name';

/** The catalogue, integrations, WhatsApp, campaigns, search, referrals and rewards. */
export const growthOperations = {
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
