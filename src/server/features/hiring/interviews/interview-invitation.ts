import { interviewKindLabels, type InterviewKind } from '../../../../shared/interviews';
import { zoneName } from '../../../../shared/interview-time';
import type { Config } from '../../../config';
import { interviewCalendar } from './interview-ical';

// The one calendar event of an interview (decision 043), made the same way for the e-mails and for
// "Add to calendar". The organizer is the founder by name at the platform's own address, so no member's
// address is handed to the other side; nobody is asked to reply (interview-ical.ts). Each person gets
// their own copy: the candidate's lists the candidate, the founder's lists the founder (beside the
// candidate, whose address the founder already sees among the applicants), so each calendar knows its owner
// takes part.

export type InvitationParts = {
  id: string;
  kind: string;
  durationMinutes: number;
  location: string | null;
  note: string;
  organizerZone: string;
  startsAt: Date;
  endsAt: Date;
  jobTitle: string;
  startupName: string;
  organizerName: string;
  candidateName: string;
  candidateEmail: string;
  organizerEmail: string;
};

export type CalendarReader = 'organizer' | 'candidate';

/** The address part of MAIL_FROM ("Liftoff <no-reply@liftoff.dev>" → no-reply@liftoff.dev). */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

export function interviewInvitation(
  config: Config,
  parts: InvitationParts,
  method: 'REQUEST' | 'CANCEL',
  sequence: number,
  reader: CalendarReader,
): string {
  const isVideo = parts.kind === 'video';
  const zone = zoneName(parts.organizerZone, parts.startsAt.toISOString());
  const description = [
    `${interviewKindLabels[parts.kind as InterviewKind] ?? 'Interview'} for ${parts.jobTitle} at ${parts.startupName}, ${parts.durationMinutes} minutes.`,
    `Scheduled by ${parts.organizerName} in ${zone} (${parts.organizerZone}).`,
    parts.kind === 'call' ? `${parts.organizerName} will call you on the phone number of your profile.` : '',
    parts.note,
    `Replies from your calendar are not read. To change or cancel the interview, use its page: ${config.publicUrl}/interviews/${parts.id}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return interviewCalendar({
    method,
    uid: `${parts.id}@${new URL(config.publicUrl).hostname}`,
    sequence,
    startsAt: parts.startsAt,
    endsAt: parts.endsAt,
    title: `Interview: ${parts.jobTitle} at ${parts.startupName}`,
    description,
    location: parts.location,
    url: isVideo ? parts.location : null,
    organizer: { name: `${parts.organizerName} via ${config.platformName}`, email: addressOf(config.mailFrom) },
    attendees: [
      ...(reader === 'organizer'
        ? [{ name: parts.organizerName, email: parts.organizerEmail, role: 'CHAIR' as const }]
        : []),
      { name: parts.candidateName, email: parts.candidateEmail, role: 'REQ-PARTICIPANT' as const },
    ],
  });
}
