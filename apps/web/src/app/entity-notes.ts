import { lazy, type ComponentType } from 'react';
import type { EntityNotesProps, SavedViewsProps } from '../lib/slots';

/**
 * The notes panel of the notes area, shown on the team and user pages through lib/slots
 * (EntityNotes), so those pages never import another feature. Loaded when first shown.
 */
export const entityNotes: ComponentType<EntityNotesProps> = lazy(
  () => import('../features/notes/notes-panel'),
);

/** The reminders area's panel beside the notes (the dashboard's are in console-providers.tsx). */
export const entityReminders: ComponentType<EntityNotesProps> = lazy(
  () => import('../features/reminders/reminders-panel'),
);

/** The invite-codes area's line on the team page and panel on the user page. */
export const orgInviteCode: ComponentType<{ orgId: number }> = lazy(
  () => import('../features/invite-codes/org-invite-code'),
);
/** The outbox area's panel on the team page. */
export const orgOutbox: ComponentType<{ orgId: number }> = lazy(
  () => import('../features/outbox/team-outbox'),
);
/** The referrals area's panel on the user page. */
export const userReferrals: ComponentType<{ userId: number }> = lazy(
  () => import('../features/referrals/user-referrals'),
);
/** The campaigns area's panel on the user page. */
export const userCampaigns: ComponentType<{ userId: number }> = lazy(
  () => import('../features/campaigns/user-campaigns'),
);
export const ownedInviteCodes: ComponentType<{ userId: number }> = lazy(
  () => import('../features/invite-codes/owned-codes'),
);

/** The personal-data area's panel on the user and team pages. */
export const personData: ComponentType<{ userId?: number; orgId?: number }> = lazy(
  () => import('../features/personal-data/person-data-panel'),
);

/** The saved-views area's "Views" menu, beside the filters of every list that has them. */
export const savedViews: ComponentType<SavedViewsProps> = lazy(
  () => import('../features/saved-views/saved-views-menu'),
);
