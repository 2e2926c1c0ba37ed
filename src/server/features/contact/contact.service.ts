import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';

type ContactData = { name: string; email: string; subject: string; customSubject?: string; message: string };

/** Stores the message and queues it to CONTACT_EMAIL in one transaction; replies go to the sender. */
export async function sendContactMessage({ db, config, input }: { db: Db; config: Config; input: ContactData }) {
  const subject = input.subject === 'Other' ? input.customSubject! : input.subject;
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ ...input, customSubject: input.customSubject ?? null });
    const text = [`From: ${input.name} <${input.email}>`, `Subject: ${subject}`, '', input.message].join('\n');
    await enqueueEmail(tx, {
      template: 'contact',
      to: config.contactEmail,
      replyTo: input.email,
      subject: `Contact Form: ${subject}`,
      text,
      // Plain text only: nothing the visitor typed is ever rendered as HTML.
      html: '',
    });
  });
}
