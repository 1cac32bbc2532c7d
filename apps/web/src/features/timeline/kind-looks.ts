import {
  IconCash,
  IconId,
  IconLogin,
  IconNote,
  IconPencil,
  IconPhone,
  IconReceiptRefund,
  IconSend,
  IconShoppingCart,
  type Icon,
} from '@tabler/icons-react';
import type { TimelineKind } from '@switchboard/contract/timeline';

/** Each kind's icon and colour, the same on its entries and its filter chip. */
export const kindLooks: Record<TimelineKind, { Icon: Icon; color: string }> = {
  audit: { Icon: IconPencil, color: 'blue' },
  note: { Icon: IconNote, color: 'yellow' },
  kyc: { Icon: IconId, color: 'grape' },
  sale: { Icon: IconShoppingCart, color: 'teal' },
  payment: { Icon: IconCash, color: 'green' },
  refund: { Icon: IconReceiptRefund, color: 'orange' },
  number: { Icon: IconPhone, color: 'cyan' },
  message: { Icon: IconSend, color: 'indigo' },
  login: { Icon: IconLogin, color: 'gray' },
};
