import { interviewKindLabels, type InterviewKind } from '../../../shared/interviews';
import { zoneName } from '../../../shared/interview-time';
import type { Config } from '../../config';
import { interviewCalendar } from './interview-ical';

// The one calendar event of an interview (decision 043), made the same way for the e-mails and for
// "Add to calendar". The organizer is the founder by name at the platform's own address: a calendar
// sends its replies to the organizer, and no member's address is handed to the other side.

export type InvitationParts = {
  id: string; kind: string; durationMinutes: number; location: string | null; note: string; organizerZone: string;
  startsAt: Date; endsAt: Date; jobTitle: string; startupName: string; organizerName: string; candidateName: string; candidateEmail: string;
};

/** The address part of MAIL_FROM ("Liftoff <no-reply@liftoff.dev>" → no-reply@liftoff.dev). */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

export function interviewInvitation(config: Config, parts: InvitationParts, method: 'REQUEST' | 'CANCEL', sequence: number): string {
  const isVideo = parts.kind === 'video';
  const zone = zoneName(parts.organizerZone, parts.startsAt.toISOString());
  const description = [
    `${interviewKindLabels[parts.kind as InterviewKind] ?? 'Interview'} for ${parts.jobTitle} at ${parts.startupName}, ${parts.durationMinutes} minutes.`,
    `Scheduled by ${parts.organizerName} in ${zone} (${parts.organizerZone}).`,
    parts.kind === 'call' ? `${parts.organizerName} will call you on the phone number of your profile.` : '',
    parts.note,
    `Details and changes: ${config.publicUrl}/interviews/${parts.id}`,
  ].filter(Boolean).join('\n\n');
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
    attendee: { name: parts.candidateName, email: parts.candidateEmail },
  });
}
