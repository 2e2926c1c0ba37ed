// E-mails are read anywhere and we do not know the reader's time zone: a moment is written in UTC and
// says so, the same in every e-mail and on every server.

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** "27 November 2026 at 14:05 UTC". */
export function emailDateTime(at: Date): string {
  const parts = Object.fromEntries(dateTime.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute} UTC`;
}
