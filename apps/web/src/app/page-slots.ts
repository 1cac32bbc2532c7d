import { providePageSlots, type Slots } from '../lib/slots';
import {
  entityNotes,
  entityReminders,
  orgInviteCode,
  orgOutbox,
  ownedInviteCodes,
  personData,
  savedViews,
  userCampaigns,
  userReferrals,
} from './entity-notes';
import { integrationSections } from './integration-sections';
import { teamTabs } from './team-tabs';

/**
 * Where pages show other areas' components: the registries, handed to the areas through
 * lib/slots with the page assets (page-assets.ts), so the dashboard does not wait for them.
 */
export const pageSlots: Partial<Slots> = {
  teamTabs,
  integrationSections,
  notes: entityNotes,
  reminders: entityReminders,
  orgInviteCode,
  ownedInviteCodes,
  orgOutbox,
  userReferrals,
  userCampaigns,
  savedViews,
  personData,
};

/** Hands them to lib/slots (the entry's page-assets.ts calls this once the chunk is in). */
export function installPageSlots(): void {
  providePageSlots(pageSlots);
}
