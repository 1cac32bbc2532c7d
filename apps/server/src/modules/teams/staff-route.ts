import { sql } from 'drizzle-orm';
import { envelope } from '@switchboard/contract/envelope';
import { assignableStaffRoles, staffListQuery, staffListSchema, type StaffMember } from '@switchboard/contract/teams';
import { rowsOf, type DbOrTx } from '../../platform/db/client';
import type { App } from '../../platform/http/types';

const roles = sql.join(assignableStaffRoles.map((role) => sql`${role}`), sql`, `);

/** Whether this user can be an org's assigned staff member: an active SU or ADMIN. */
export async function isAssignableStaff(db: DbOrTx, userId: number): Promise<boolean> {
  const found = await rowsOf(
    db,
    sql`select 1 from users where id = ${userId} and role in (${roles}) and status = 'ACTIVE' and deleted_at is null`,
  );
  return found.length > 0;
}

/**
 * GET /admin/staff: the people an org can be assigned to, by name, so the edit dialog offers a
 * picker (and the team list's "assigned to me" has something to show). A handful of staff, not
 * a paged list; the cap only guards against a surprise.
 */
export async function staffRoute(app: App): Promise<void> {
  app.get(
    '/api/admin/staff',
    {
      schema: { tags: ['teams'], querystring: staffListQuery, response: { 200: envelope(staffListSchema) } },
      config: { access: ['read', 'Org'] },
    },
    async (request) => {
      const { role } = request.query;
      const rows = await rowsOf<StaffMember>(
        app.db,
        sql`select id, trim(first_name || ' ' || last_name) as name, role from users
             where role in (${role ? sql`${role}` : roles}) and status = 'ACTIVE' and deleted_at is null
             order by first_name, last_name, id limit 500`,
      );
      return { data: rows };
    },
  );
}
