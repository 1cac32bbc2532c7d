import { Center, Loader } from '@mantine/core';
import type { SavedViewList } from '@switchboard/contract/saved-views';
import { createContext, Suspense, useContext, type ComponentType } from 'react';

/** What every team tab receives: the org it shows. */
export type TeamTabProps = { orgId: number };

export type TeamTab = {
  /** Route segment: `/teams/:id/:tab`. */
  id: string;
  /** i18n key of the tab's label. */
  label: `teams.tabs.${string}`;
  /** The owning area's tab, loaded when first opened; without one the tab shows an honest empty state. */
  Component?: ComponentType<TeamTabProps>;
};

/** What every section of the Integrations page receives: the org it shows. */
export type IntegrationSectionProps = { orgId: number };

export type IntegrationSection = { id: string; Component: ComponentType<IntegrationSectionProps> };

/** What a list's saved-views control receives: which list it keeps views of. */
export type SavedViewsProps = { list: SavedViewList };

/** Whose notes: an org (team page) or a user (user page). */
export type EntityNotesProps = { target: 'org' | 'user'; id: number };

/**
 * The places where a page shows another area's component: the team page's tabs, the
 * Integrations page's sections, the notes of an org or user. The registries that fill them
 * live in app/ (team-tabs.ts, integration-sections.ts, entity-notes.ts) and import the areas;
 * app/console-providers.tsx and app/page-slots.ts hand them down (below), so an area imports
 * neither app/ nor another area (DESIGN.md convention 1), and no import goes round in a circle.
 */
export interface Slots {
  teamTabs: readonly TeamTab[];
  integrationSections: readonly IntegrationSection[];
  notes?: ComponentType<EntityNotesProps>;
  /** The reminders area's panel beside the notes, and the dashboard's "My reminders". */
  reminders?: ComponentType<EntityNotesProps>;
  myReminders?: ComponentType;
  /** The invite-codes area's line on the team page: the code the team signed up with. */
  orgInviteCode?: ComponentType<{ orgId: number }>;
  /** The invite-codes area's panel on the user page: the codes a staff member owns. */
  ownedInviteCodes?: ComponentType<{ userId: number }>;
  /** The outbox area's panel on the team page: what was sent for the team. */
  orgOutbox?: ComponentType<{ orgId: number }>;
  /** The referrals area's panel on the user page: their code and the teams they referred. */
  userReferrals?: ComponentType<{ userId: number }>;
  /** The campaigns area's panel on the user page: the campaigns that reached them. */
  userCampaigns?: ComponentType<{ userId: number }>;
  /** The personal-data area's panel on the user and team pages: who opened their data, the export. */
  personData?: ComponentType<{ userId?: number; orgId?: number }>;
  /** The saved-views area's "Views" menu beside every list's filters (ui/data-table shows it). */
  savedViews?: ComponentType<SavedViewsProps>;
}

const SlotsContext = createContext<Slots>({ teamTabs: [], integrationSections: [] });

/** The first screen's slots (the dashboard's reminders), handed down by the console's root. */
export const SlotsProvider = SlotsContext.Provider;

/**
 * The slots only pages show (team tabs, notes, panels…): their registries name every area's
 * chunks, so they come with the page assets (app/page-assets.ts) that every page but the
 * dashboard waits for, not with the first screen.
 */
let pageSlots: Partial<Slots> | null = null;
let merged = new WeakMap<Slots, Slots>();

export function providePageSlots(slots: Partial<Slots>): void {
  pageSlots = slots;
  merged = new WeakMap();
}

export function useSlots(): Slots {
  const first = useContext(SlotsContext);
  if (!pageSlots) return first;
  let all = merged.get(first);
  if (!all) merged.set(first, (all = { ...first, ...pageSlots }));
  return all;
}

function Slot<P extends object>({ Component, props }: { Component?: ComponentType<P>; props: P }) {
  if (!Component) return null;
  return (
    <Suspense
      fallback={
        <Center py="md">
          <Loader size="sm" />
        </Center>
      }
    >
      <Component {...props} />
    </Suspense>
  );
}

/** The notes area's panel, wherever a page shows an org's or a user's notes. */
export function EntityNotes(props: EntityNotesProps) {
  return <Slot Component={useSlots().notes} props={props} />;
}

/** The reminders area's panel, beside an org's or a user's notes. */
export function EntityReminders(props: EntityNotesProps) {
  return <Slot Component={useSlots().reminders} props={props} />;
}

/** The signed-in staff member's open reminders (dashboard). */
export function MyReminders() {
  return <Slot Component={useSlots().myReminders} props={{}} />;
}

/** The invite code a team signed up with (team page). */
export function OrgInviteCode(props: { orgId: number }) {
  return <Slot Component={useSlots().orgInviteCode} props={props} />;
}

/** The invite codes a staff member owns (user page). */
export function OwnedInviteCodes(props: { userId: number }) {
  return <Slot Component={useSlots().ownedInviteCodes} props={props} />;
}

/** A customer's referral code and referrals (user page). */
export function UserReferrals(props: { userId: number }) {
  return <Slot Component={useSlots().userReferrals} props={props} />;
}

/** The campaigns that reached a customer (user page). */
export function UserCampaigns(props: { userId: number }) {
  return <Slot Component={useSlots().userCampaigns} props={props} />;
}

/** What was sent for a team (team page). */
export function OrgOutbox(props: { orgId: number }) {
  return <Slot Component={useSlots().orgOutbox} props={props} />;
}

/** Who opened a person's or team's data, and a person's export (the personal-data area's). */
export function PersonData(props: { userId?: number; orgId?: number }) {
  return <Slot Component={useSlots().personData} props={props} />;
}

/**
 * A list's saved views (its "Views" menu). No spinner while it loads: a button appears beside
 * the filters, the list is already usable.
 */
export function SavedViews(props: SavedViewsProps) {
  const Component = useSlots().savedViews;
  if (!Component) return null;
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}
