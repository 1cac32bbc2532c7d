import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { isConsoleRole } from '@switchboard/contract/roles';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import type { FileService } from '../../platform/files/file-service';
import { insertAccessRecord } from './access-repository';
import { dataMap } from './data-map';
import {
  documentKeys,
  findPerson,
  ownedOrgIds,
  personalRows,
  phoneForms,
  recordingKeys,
  type PersonScope,
} from './export-repository';

export type DataExport = { fileName: string; stream: Readable };

/**
 * GET /admin/people/{id}/data-export: a person's data (a customer user, or a team owner with
 * their teams) as one ZIP: a JSON file per category of the data map, the KYC documents and
 * the call recordings. The audit entry and the access record are written before the first
 * byte; the archive is streamed, files read one at a time.
 */
export async function exportPersonData(
  db: Db,
  files: FileService,
  actor: Actor,
  personId: number,
): Promise<DataExport> {
  const person = await findPerson(db, personId);
  if (!person || isConsoleRole(person.role)) throw notFound('Person');
  const orgIds = await ownedOrgIds(db, person.id);
  const scope: PersonScope = {
    userId: person.id,
    orgIds,
    phones: phoneForms(person.phone),
    emails: person.email ? [person.email] : [],
  };
  const categories = await personalRows(db, scope);
  const documents = await documentKeys(db, orgIds);
  const recordings = await recordingKeys(db, scope);
  const generatedAt = new Date().toISOString();

  await db.transaction(async (tx) => {
    await audit(tx, actor, {
      action: 'personal-data.export',
      subjectType: 'User',
      subjectId: person.id,
      orgId: orgIds[0] ?? null,
      summary: {
        teams: orgIds,
        categories: Object.keys(categories),
        documents: documents.length,
        recordings: recordings.length,
      },
    });
    await insertAccessRecord(tx, {
      actorId: actor.actorId,
      kind: 'DATA_EXPORT',
      target: `person:${person.id}`,
      personUserId: person.id,
      orgId: orgIds[0] ?? null,
      ip: actor.ip,
    });
  });

  const zip = new ZipFile();
  const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
  const held = Object.entries(dataMap)
    .filter(([table, m]) => m.hold && Object.values(categories).some((c) => c[table]))
    .map(([table, m]) => ({ table, hold: m.hold }));
  zip.addBuffer(
    json({
      person_id: person.id,
      teams: orgIds,
      generated_at: generatedAt,
      categories: Object.keys(categories),
      documents: documents.length,
      recordings: recordings.length,
      held_by_law: held,
    }),
    'manifest.json',
  );
  for (const [category, tables] of Object.entries(categories))
    zip.addBuffer(json(tables), `${category}.json`);
  for (const d of documents)
    addStoredFile(zip, files, d.key, `documents/team-${d.org_id}/${d.field}-${baseName(d.key)}`);
  for (const r of recordings)
    addStoredFile(zip, files, r.key, `recordings/call-${r.id}-${baseName(r.key)}`);
  zip.end();
  return {
    fileName: `person-${person.id}-data-${generatedAt.slice(0, 10)}.zip`,
    stream: zip.outputStream as Readable,
  };
}

const baseName = (key: string) => key.split('/').pop() ?? key;

/**
 * A stored file's bytes, opened only when the archive reaches it. A file the store no longer
 * has is left out and named in `missing/`.
 */
function addStoredFile(zip: ZipFile, files: FileService, key: string, path: string) {
  zip.addReadStreamLazy(path, (done) => {
    void openStored(files, key).then(
      (stream) =>
        done(
          null,
          stream ?? Readable.from([Buffer.from(`The file ${key} is no longer stored.\n`)]),
        ),
      (error: unknown) => done(error as Error, undefined as never),
    );
  });
}

async function openStored(files: FileService, key: string): Promise<Readable | null> {
  const file = await files.find(key);
  if (!file || !(await files.exists(key))) return null;
  const download = await files.download(file);
  if ('body' in download) return download.body;
  const response = await fetch(download.redirect);
  if (!response.ok || !response.body) return null;
  return Readable.fromWeb(response.body as never);
}
