import { sql } from 'drizzle-orm';
import type { AuditTarget } from '../../../shared/audit';

/**
 * What an entry acted on, named as it is now and linked, resolved in the log's own query: one
 * subquery on the target's primary key per row of the page, chosen by the entry's target type, so
 * older entries (written before titles were kept) are named too and nothing runs per entry in the app.
 * A target that no longer exists is null here; the entry's kept title then names it, marked deleted.
 */
export const currentTarget = sql<{ title: string; path: string | null } | null>`case audit_events.target_type
  when 'startup' then (select json_build_object('title', s.name, 'path', '/startup/' || s.slug) from startups s where s.id = audit_events.target_id::uuid)
  when 'job' then (select json_build_object('title', j.title || ' at ' || s.name, 'path', '/jobs/' || j.id) from jobs j join startups s on s.id = j.startup_id where j.id = audit_events.target_id::uuid)
  when 'profile' then (select json_build_object('title', p.first_name || ' ' || p.last_name, 'path', '/profile/' || p.id) from profiles p where p.id = audit_events.target_id::uuid)
  when 'member' then (select json_build_object('title', coalesce(nullif(trim(p.first_name || ' ' || p.last_name), ''), u.name), 'path', '/admin/members/' || u.id) from users u left join profiles p on p.id = u.id where u.id = audit_events.target_id::uuid)
  when 'post' then (select json_build_object('title', b.title, 'path', '/blog/' || b.slug) from blog_posts b where b.id = audit_events.target_id::uuid)
  when 'message' then (select json_build_object('title', case when length(m.body) > 80 then left(m.body, 80) || '…' else m.body end, 'path', null) from application_messages m where m.id = audit_events.target_id::uuid)
end`;

type Detail = Record<string, string | number | boolean | null>;

/** The title an entry kept when it was written: `targetTitle`, or the name a deletion recorded. */
function keptTitle(detail: Detail): string | null {
  for (const key of ['targetTitle', 'name', 'title'] as const)
    if (typeof detail[key] === 'string' && detail[key]) return detail[key];
  return null;
}

/** The entry's target as the log shows it: its title and link now, or its kept title marked deleted. */
export function toAuditTarget(
  row: { targetType: string | null; targetId: string | null; detail: Detail },
  current: { title: string; path: string | null } | null,
): AuditTarget | null {
  if (!row.targetType || !row.targetId) return null;
  if (current)
    return { type: row.targetType, id: row.targetId, title: current.title, path: current.path, isDeleted: false };
  return { type: row.targetType, id: row.targetId, title: keptTitle(row.detail), path: null, isDeleted: true };
}
