import { eq } from 'drizzle-orm';
import { interviewKindLabels, type InterviewKind } from '../../../../shared/interviews';
import { formatNamed } from '../../../../shared/interview-time';
import { notificationLinks } from '../../../../shared/paths';
import type { Config } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import { userSettings } from '../../../db/schema';
import { interviewEmail, type InterviewFacts } from '../../../email/templates/interview';
import type { NotificationInput } from '../../notifications/notifications.service';
import { notifyUser } from '../../notifications/notify-user.service';
import { interviewInvitation } from './interview-invitation';
import type { InterviewParts } from './interviews.service';

// How each person is told of an interview's step: the bell, and an e-mail of the 'general' kind (it is
// about a meeting they are part of: only "E-mail notifications" off stops it), to a proved address. The
// time is written in the reader's own zone, named; with no zone chosen, the organizer's.

type Person = 'organizer' | 'candidate';

async function zoneOf(db: DbOrTx, userId: string, fallback: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: userSettings.timeZone })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.timeZone ?? fallback;
}

const timeIn = (at: Date, zone: string) => formatNamed(at.toISOString(), zone);

export function factsOf(
  parts: { kind: string; durationMinutes: number; location: string | null; note: string },
  when: string | null,
): InterviewFacts {
  const how = `${interviewKindLabels[parts.kind as InterviewKind] ?? 'Interview'}, ${parts.durationMinutes} minutes`;
  return { when, how, where: parts.kind === 'call' ? null : parts.location, note: parts.note || null };
}

/**
 * Tells one of the two people: `write` makes the bell's notice and the e-mail's words from the time in
 * their zone; `calendar` attaches the event's REQUEST or CANCEL.
 */
export async function tellPerson(
  { tx, config }: { tx: DbOrTx; config: Config },
  parts: InterviewParts,
  person: Person,
  write: (when: string | null) => {
    notification: NotificationInput | null;
    subject: string;
    lead: string;
    quote?: { label: string; text: string } | null;
    action: string;
  },
  options: { calendar?: { method: 'REQUEST' | 'CANCEL'; sequence: number } } = {},
) {
  const userId = person === 'organizer' ? parts.organizerId : parts.candidateId;
  const zone = await zoneOf(tx, userId, parts.organizerZone);
  const { startsAt, endsAt } = parts;
  const words = write(startsAt ? timeIn(startsAt, zone) : null);
  const url = `${config.publicUrl}${notificationLinks.interview(parts.id)}`;
  await notifyUser(
    { tx, config },
    {
      userId,
      ...(words.notification && { notification: words.notification }),
      email: {
        kind: 'general',
        template: 'interview',
        ...(options.calendar &&
          startsAt &&
          endsAt && {
            calendar: {
              method: options.calendar.method,
              content: interviewInvitation(
                config,
                { ...parts, startsAt, endsAt },
                options.calendar.method,
                options.calendar.sequence,
                person,
              ),
            },
          }),
        render: ({ brand, name }) =>
          interviewEmail(brand, {
            name,
            subject: words.subject,
            lead: words.lead,
            quote: words.quote ?? null,
            facts: factsOf(parts, startsAt ? timeIn(startsAt, zone) : null),
            action: { label: words.action, url },
          }),
      },
    },
  );
}
