import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { ReportableItem } from '../../../shared/moderation';
import type { DbOrTx } from '../../db/client';
import { applicationMessages, jobApplications, jobs, moderationKeptItems, profiles, startups } from '../../db/schema';
import { selectApplications } from '../hiring/application.service';

/**
 * The four kinds of item a member may report, each with where its row is, who is behind it and how the
 * queue names it. One table per kind, so hiding is a column on the item's own row and every
 * listing's one visibility rule reads it (startupIsPublic, jobIsOpen, talent's isListedTo).
 */

export type ItemFacts = {
  ownerId: string;
  title: string;
  path: string | null;
  excerpt: string | null;
  hidden: boolean;
  hiddenReason: string | null;
};

const hiddenTables = { startup: startups, job: jobs, profile: profiles, message: applicationMessages } as const;

/**
 * What a reporter may report: an item they can see that is not theirs. `null`: no such item for them
 * (unknown, already hidden, or a message of an application they are not part of).
 */
export async function reportableItem(
  db: DbOrTx,
  itemType: ReportableItem,
  itemId: string,
  reporterId: string,
): Promise<{ ownerId: string } | null> {
  switch (itemType) {
    case 'startup': {
      const [row] = await db
        .select({ ownerId: startups.ownerId })
        .from(startups)
        .where(and(eq(startups.id, itemId), eq(startups.active, true), isNull(startups.hiddenAt)));
      return row ?? null;
    }
    case 'job': {
      const [row] = await db
        .select({ ownerId: startups.ownerId })
        .from(jobs)
        .innerJoin(startups, eq(startups.id, jobs.startupId))
        .where(and(eq(jobs.id, itemId), isNull(jobs.hiddenAt), isNull(startups.hiddenAt)));
      return row ?? null;
    }
    case 'profile': {
      const [row] = await db
        .select({ ownerId: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.id, itemId), isNull(profiles.hiddenAt)));
      return row ?? null;
    }
    case 'message': {
      // Only the two people of the application read its messages; the one who did not write it may report it.
      const [row] = await selectApplications(db, { ownerId: applicationMessages.senderId })
        .innerJoin(applicationMessages, eq(applicationMessages.applicationId, jobApplications.id))
        .where(
          and(
            eq(applicationMessages.id, itemId),
            isNull(applicationMessages.hiddenAt),
            or(eq(jobApplications.applicantId, reporterId), eq(startups.ownerId, reporterId)),
          ),
        );
      return row?.ownerId ? { ownerId: row.ownerId } : null;
    }
  }
}

/** Locks the item's row for a hide or restore decision: reports arriving together count once each. */
export async function lockItem(
  tx: DbOrTx,
  itemType: ReportableItem,
  itemId: string,
): Promise<{ hidden: boolean; hiddenReason: string | null } | null> {
  const table = hiddenTables[itemType];
  const [row] = await tx
    .select({ hiddenAt: table.hiddenAt, hiddenReason: table.hiddenReason })
    .from(table)
    .where(eq(table.id, itemId))
    .for('update');
  return row ? { hidden: row.hiddenAt != null, hiddenReason: row.hiddenReason } : null;
}

/**
 * Hides the item with the reason its owner is told; true when it was shown until now. `replacing`: an
 * item already hidden takes the new reason (the administrator's over the automatic one).
 */
export async function setHidden(
  tx: DbOrTx,
  itemType: ReportableItem,
  itemId: string,
  reason: string,
  options: { replacing?: boolean } = {},
): Promise<boolean> {
  const table = hiddenTables[itemType];
  const which = options.replacing ? eq(table.id, itemId) : and(eq(table.id, itemId), isNull(table.hiddenAt));
  const rows = await tx
    .update(table)
    .set({ hiddenAt: new Date(), hiddenReason: reason })
    .where(which)
    .returning({ id: table.id });
  return rows.length > 0;
}

/**
 * The administrator looked at the item and kept it (dismissed its reports or restored it): from now on
 * members' reports reach the queue but never hide it by themselves (decision 053).
 */
export async function keepItem(tx: DbOrTx, itemType: ReportableItem, itemId: string, keptBy: string): Promise<void> {
  await tx
    .insert(moderationKeptItems)
    .values({ itemType, itemId, keptBy })
    .onConflictDoUpdate({
      target: [moderationKeptItems.itemType, moderationKeptItems.itemId],
      set: { keptBy, keptAt: new Date() },
    });
}

/** Whether the administrator kept the item (see keepItem). */
export async function isKept(tx: DbOrTx, itemType: ReportableItem, itemId: string): Promise<boolean> {
  const [row] = await tx
    .select({ itemId: moderationKeptItems.itemId })
    .from(moderationKeptItems)
    .where(and(eq(moderationKeptItems.itemType, itemType), eq(moderationKeptItems.itemId, itemId)));
  return row != null;
}

/** Shows the item again; true when it was hidden. */
export async function clearHidden(tx: DbOrTx, itemType: ReportableItem, itemId: string): Promise<boolean> {
  const table = hiddenTables[itemType];
  const rows = await tx
    .update(table)
    .set({ hiddenAt: null, hiddenReason: null })
    .where(and(eq(table.id, itemId), isNotNull(table.hiddenAt)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** The queue's view of items of one kind, in one query per kind (never one per item). */
export async function itemFacts(db: DbOrTx, itemType: ReportableItem, ids: string[]): Promise<Map<string, ItemFacts>> {
  const facts = new Map<string, ItemFacts>();
  if (ids.length === 0) return facts;
  const add = (id: string, value: ItemFacts) => facts.set(id, value);
  if (itemType === 'startup') {
    const rows = await db
      .select({
        id: startups.id,
        ownerId: startups.ownerId,
        name: startups.name,
        slug: startups.slug,
        hiddenAt: startups.hiddenAt,
        hiddenReason: startups.hiddenReason,
      })
      .from(startups)
      .where(inArray(startups.id, ids));
    for (const r of rows)
      add(r.id, {
        ownerId: r.ownerId,
        title: r.name,
        path: `/startup/${encodeURIComponent(r.slug)}`,
        excerpt: null,
        hidden: r.hiddenAt != null,
        hiddenReason: r.hiddenReason,
      });
  } else if (itemType === 'job') {
    const rows = await db
      .select({
        id: jobs.id,
        ownerId: startups.ownerId,
        title: jobs.title,
        startupName: startups.name,
        hiddenAt: jobs.hiddenAt,
        hiddenReason: jobs.hiddenReason,
      })
      .from(jobs)
      .innerJoin(startups, eq(startups.id, jobs.startupId))
      .where(inArray(jobs.id, ids));
    for (const r of rows)
      add(r.id, {
        ownerId: r.ownerId,
        title: `${r.title} at ${r.startupName}`,
        path: `/jobs/${r.id}`,
        excerpt: null,
        hidden: r.hiddenAt != null,
        hiddenReason: r.hiddenReason,
      });
  } else if (itemType === 'profile') {
    const rows = await db
      .select({
        id: profiles.id,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        headline: profiles.headline,
        hiddenAt: profiles.hiddenAt,
        hiddenReason: profiles.hiddenReason,
      })
      .from(profiles)
      .where(inArray(profiles.id, ids));
    for (const r of rows)
      add(r.id, {
        ownerId: r.id,
        title: `${r.firstName} ${r.lastName}`,
        path: `/profile/${r.id}`,
        excerpt: r.headline || null,
        hidden: r.hiddenAt != null,
        hiddenReason: r.hiddenReason,
      });
  } else {
    const rows = await db
      .select({
        id: applicationMessages.id,
        ownerId: applicationMessages.senderId,
        body: applicationMessages.body,
        hiddenAt: applicationMessages.hiddenAt,
        hiddenReason: applicationMessages.hiddenReason,
      })
      .from(applicationMessages)
      .where(inArray(applicationMessages.id, ids));
    for (const r of rows) {
      if (!r.ownerId) continue;
      add(r.id, {
        ownerId: r.ownerId,
        title: r.body.length > 80 ? `${r.body.slice(0, 80)}…` : r.body,
        path: null,
        excerpt: r.body,
        hidden: r.hiddenAt != null,
        hiddenReason: r.hiddenReason,
      });
    }
  }
  return facts;
}
