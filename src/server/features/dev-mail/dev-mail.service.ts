import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/** The last e-mails the mail view shows: enough for a session of trying the platform out. */
export const DEV_MAIL_LIMIT = 50;

export type DevMail = { id: string; to: string; subject: string; text: string; status: string; createdAt: Date };

/** The newest e-mails of the outbox, sent (to the log) or waiting: what a mailbox would hold. */
export async function listRecentMail({ db }: { db: Db }): Promise<DevMail[]> {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(DEV_MAIL_LIMIT);
}
