import {
  IconBrandWhatsapp,
  IconCreditCard,
  IconDeviceLandlinePhone,
  IconGift,
  IconId,
  IconLayoutDashboard,
  IconLink,
  IconPhoneCall,
  IconPlugConnected,
  IconReceipt,
  IconSend,
  IconShare,
  IconSpeakerphone,
  IconTargetArrow,
  IconTicket,
  IconUserPlus,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

/**
 * Each menu entry's icon, by the entry's id (app/menu.ts). Apart from the menu so that the
 * login page, whose routes name the menu's pages, does not download the icons.
 */
export const menuIcons: Readonly<Record<string, Icon>> = {
  dashboards: IconLayoutDashboard,
  teams: IconUsersGroup,
  'invite-codes': IconTicket,
  'short-urls': IconLink,
  onboard: IconUserPlus,
  'payment-links': IconCreditCard,
  campaigns: IconSpeakerphone,
  referrals: IconShare,
  integrations: IconPlugConnected,
  rewards: IconGift,
  subscriptions: IconReceipt,
  'trial-call-history': IconPhoneCall,
  'voip-numbers': IconDeviceLandlinePhone,
  'internal-leads': IconTargetArrow,
  kyc: IconId,
  whatsapp: IconBrandWhatsapp,
  // The receipt Subscriptions uses, not an icon of its own: the first screen's bundle budget.
  payments: IconReceipt,
  outbox: IconSend,
};
