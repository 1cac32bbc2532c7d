import { lazy } from 'react';
import type { IntegrationSection } from '../lib/slots';

/**
 * Sections the Integrations page shows under its own (settings, GMB locations), delivered by
 * other areas. One registry, so features never import each other. Each section's code loads
 * when an org is first shown.
 */
export const integrationSections: IntegrationSection[] = [
  {
    id: 'lead-stages',
    Component: lazy(() => import('../features/lead-stages/lead-stages-section')),
  },
  {
    id: 'lead-groups',
    Component: lazy(() => import('../features/lead-stages/lead-groups-section')),
  },
];
