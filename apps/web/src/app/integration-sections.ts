import type { ComponentType } from 'react';

/** What every section of the Integrations page receives: the org it shows. */
export type IntegrationSectionProps = { orgId: number };

export type IntegrationSection = {
  id: string;
  load: () => Promise<{ default: ComponentType<IntegrationSectionProps> }>;
};

/**
 * Sections the Integrations page shows under its own (settings, GMB locations), delivered by
 * other areas. One registry, so features never import each other.
 */
export const integrationSections: IntegrationSection[] = [
  { id: 'lead-stages', load: () => import('../features/lead-stages/lead-stages-section') },
  { id: 'lead-groups', load: () => import('../features/lead-stages/lead-groups-section') },
];
