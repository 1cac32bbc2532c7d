import { setupSteps, type SetupChecklist } from '@switchboard/contract/dashboards';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { unauthenticated } from '../../platform/errors';
import { deleteDismissal, insertDismissal, insertMark, setupFacts } from './setup-repository';

function staffOf(actor: Actor): number {
  if (actor.actorId === null) throw unauthenticated();
  return actor.actorId;
}

/**
 * GET /dashboards/setup. `providersReal` is told by the caller (the providers are the app's
 * configuration, not data): true when no channel runs in its sandbox.
 */
export async function setupChecklist(
  db: Db,
  actor: Actor,
  providersReal: boolean,
): Promise<SetupChecklist> {
  const facts = await setupFacts(db, staffOf(actor));
  const done = { ...facts, providers: providersReal };
  const steps = setupSteps.map((step) => ({ step, done: done[step] }));
  return { steps, complete: steps.every((s) => s.done), dismissed: facts.dismissed };
}

/** POST /dashboards/setup/dismiss: for this staff member only; audited when it changes. */
export async function dismissSetup(db: Db, actor: Actor, dismissed: boolean): Promise<void> {
  const staffId = staffOf(actor);
  await db.transaction(async (tx) => {
    const changed = dismissed
      ? await insertDismissal(tx, staffId)
      : await deleteDismissal(tx, staffId);
    if (changed)
      await audit(tx, actor, {
        action: dismissed ? 'setup.dismiss' : 'setup.restore',
        subjectType: 'SetupChecklist',
        subjectId: staffId,
      });
  });
}

/** POST /dashboards/setup/mark: ticks a step for the company once, with who ticked it. */
export async function markSetupStep(db: Db, actor: Actor, step: string): Promise<void> {
  const staffId = staffOf(actor);
  await db.transaction(async (tx) => {
    if (await insertMark(tx, step, staffId))
      await audit(tx, actor, {
        action: 'setup.mark',
        subjectType: 'SetupChecklist',
        subjectId: step,
        summary: { step },
      });
  });
}
