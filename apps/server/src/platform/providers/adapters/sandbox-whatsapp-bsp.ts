import type { WhatsAppBsp } from '../whatsapp';

/**
 * The BSP when none is configured: any ids are taken as a connected sandbox number (the last
 * ten digits of the phone number id are its number), with three sample templates. The console
 * says "Sandbox" beside everything it shows; nothing reaches WhatsApp.
 */
export const sandboxWhatsAppBsp = (): WhatsAppBsp => ({
  provider: 'sandbox',
  sandbox: true,
  account: async ({ wabaId, phoneNumberId }) => ({
    wabaId,
    phoneNumberId,
    phoneNumber: `9${phoneNumberId.padStart(9, '0').slice(-9)}`,
    displayName: 'Sandbox number',
    displayNameStatus: 'APPROVED',
    status: 'CONNECTED',
    qualityRating: 'GREEN',
    messagingTier: 'TIER_1K',
  }),
  templates: async () => [
    {
      name: 'payment_reminder',
      language: 'en',
      category: 'UTILITY',
      status: 'APPROVED',
      rejectedReason: null,
      body: 'Hi {{1}}, your payment of ₹{{2}} is due on {{3}}.',
    },
    {
      name: 'festive_offer',
      language: 'en',
      category: 'MARKETING',
      status: 'APPROVED',
      rejectedReason: null,
      body: 'Hi {{1}}, enjoy {{2}}% off this festive season!',
    },
    {
      name: 'login_code',
      language: 'en',
      category: 'AUTHENTICATION',
      status: 'REJECTED',
      rejectedReason: 'INVALID_FORMAT',
      body: '{{1}} is your verification code.',
    },
  ],
});
