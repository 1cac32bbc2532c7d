import { lazy, type ComponentType } from 'react';
import type { EntityNotesProps } from '../lib/slots';

/**
 * The notes panel of the notes area, shown on the team and user pages through lib/slots
 * (EntityNotes), so those pages never import another feature. Loaded when first shown.
 */
export const entityNotes: ComponentType<EntityNotesProps> = lazy(
  () => import('../features/notes/notes-panel'),
);
