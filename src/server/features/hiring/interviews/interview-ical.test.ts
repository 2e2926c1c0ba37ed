import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { interviewCalendar, type InterviewInvitation } from './interview-ical';

// Each invitation is read back with a real iCalendar parser (ical.js, Mozilla's), as a calendar would.

const booked: InterviewInvitation = {
  method: 'REQUEST',
  uid: '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f@liftoff.example',
  sequence: 0,
  startsAt: new Date('2026-12-01T09:00:00.000Z'),
  endsAt: new Date('2026-12-01T09:45:00.000Z'),
  title: 'Interview: Founding Engineer at GreenGrid',
  description:
    'A video call with Maya Chen. Times are in Singapore Standard Time for Maya; your calendar shows them in yours.',
  location: 'https://meet.example/greengrid-ana',
  url: 'https://liftoff.example/dashboard?tab=applications',
  organizer: { name: 'Maya Chen', email: 'maya@greengrid.example' },
  attendees: [{ name: 'Ana Lima', email: 'ana@example.com', role: 'REQ-PARTICIPANT' }],
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return { calendar, vevent, event };
}

describe('an interview’s calendar invitation', () => {
  it('is an RFC 5545 request with a stable UID, the organizer, the candidate and exact times', () => {
    const { calendar, vevent, event } = parse(interviewCalendar(booked));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.uid).toBe(booked.uid);
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T09:45:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.summary).toBe(booked.title);
    expect(event.location).toBe('https://meet.example/greengrid-ana');
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:maya@greengrid.example');
    const attendee = vevent.getFirstProperty('attendee')!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:ana@example.com');
    expect(attendee.getParameter('cn')).toBe('Ana Lima');
    // Nobody is asked to reply: the organizer's address reads no mail, and the candidate chose the time.
    expect(attendee.getParameter('partstat')).toBe('ACCEPTED');
    expect(attendee.getParameter('rsvp')).toBe('FALSE');
  });

  it('lists every person of the copy, each already accepted and none asked to reply', () => {
    const founderCopy = {
      ...booked,
      attendees: [{ name: 'Maya Chen', email: 'maya@greengrid.example', role: 'CHAIR' as const }, ...booked.attendees],
    };
    const text = interviewCalendar(founderCopy);
    expect(text).not.toMatch(/RSVP=TRUE/i);
    const attendees = parse(text)
      .vevent.getAllProperties('attendee')
      .map((p) => ({
        address: String(p.getFirstValue()).toLowerCase(),
        role: p.getParameter('role'),
        partstat: p.getParameter('partstat'),
        rsvp: p.getParameter('rsvp'),
      }));
    expect(attendees).toEqual([
      { address: 'mailto:maya@greengrid.example', role: 'CHAIR', partstat: 'ACCEPTED', rsvp: 'FALSE' },
      { address: 'mailto:ana@example.com', role: 'REQ-PARTICIPANT', partstat: 'ACCEPTED', rsvp: 'FALSE' },
    ]);
  });

  it('moves the same event when rescheduled (same UID, higher SEQUENCE) and removes it when cancelled', () => {
    const moved = parse(
      interviewCalendar({
        ...booked,
        sequence: 1,
        startsAt: new Date('2026-12-02T15:00:00Z'),
        endsAt: new Date('2026-12-02T15:45:00Z'),
      }),
    );
    expect(moved.event.uid).toBe(booked.uid);
    expect(moved.event.sequence).toBe(1);
    expect(moved.event.startDate.toJSDate().toISOString()).toBe('2026-12-02T15:00:00.000Z');

    const cancelled = parse(interviewCalendar({ ...booked, method: 'CANCEL', sequence: 2 }));
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.event.uid).toBe(booked.uid);
    expect(cancelled.event.sequence).toBe(2);
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('keeps text a calendar must not read as structure as text', () => {
    const { event } = parse(
      interviewCalendar({
        ...booked,
        title: 'Interview; BEGIN:VEVENT, with a comma',
        description: 'Line one\nEND:VCALENDAR',
      }),
    );
    expect(event.summary).toBe('Interview; BEGIN:VEVENT, with a comma');
    expect(event.description).toBe('Line one\nEND:VCALENDAR');
  });
});
