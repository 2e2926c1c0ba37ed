import { Hono } from 'hono';
import {
  bookSlotSchema,
  cancelInterviewSchema,
  interviewAnswerSchema,
  interviewInputSchema,
  interviewsSchema,
  otherTimesSchema,
  upcomingInterviewsSchema,
} from '../../../../shared/interviews';
import type { AppEnv } from '../../../app-env';
import { requireUser } from '../../../auth/guards';
import { describeRoute, json } from '../../../lib/contract';
import { idParam } from '../../../lib/id-param';
import { validate } from '../../../lib/validate';
import {
  askOtherTimes,
  bookInterview,
  calendarFile,
  cancelInterview,
  getInterview,
  listApplicationInterviews,
  rescheduleInterview,
  scheduleInterview,
  upcomingInterviews,
} from './interviews.service';

const interviewId = idParam('Interview not found');
const applicationId = idParam('Application not found');

/** /api/applications/:id/interviews: the startup's owner schedules; the owner, the candidate and the administrator read. */
export const applicationInterviewsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/:id/interviews',
    describeRoute({
      summary:
        "An application's interviews, newest first, for its startup's owner, its candidate and the administrator",
      responses: { 200: json(interviewsSchema) },
    }),
    applicationId,
    async (c) => {
      return c.json({
        items: await listApplicationInterviews({
          db: c.get('deps').db,
          applicationId: c.req.valid('param').id,
          actor: c.get('actor'),
        }),
      });
    },
  )
  .post(
    '/:id/interviews',
    describeRoute({
      summary: "The startup's owner offers interview times for an application in progress",
      responses: { 201: json(interviewAnswerSchema) },
    }),
    applicationId,
    validate('json', interviewInputSchema),
    async (c) => {
      const { db } = c.get('deps');
      const id = await scheduleInterview({
        db,
        applicationId: c.req.valid('param').id,
        actor: c.get('actor'),
        input: c.req.valid('json'),
      });
      return c.json({ interview: await getInterview({ db, id, actor: c.get('actor') }) }, 201);
    },
  );

/** /api/interviews: one interview's page, booking, other times, a reschedule, cancelling, and the caller's upcoming ones. */
export const interviewsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/upcoming',
    describeRoute({
      summary: "The caller's booked interviews still ahead, as organizer or candidate, soonest first",
      responses: { 200: json(upcomingInterviewsSchema) },
    }),
    async (c) => {
      return c.json({ items: await upcomingInterviews({ db: c.get('deps').db, actor: c.get('actor') }) });
    },
  )
  .get(
    '/:id',
    describeRoute({
      summary: 'One interview, for its organizer, its candidate and the administrator',
      responses: { 200: json(interviewAnswerSchema) },
    }),
    interviewId,
    async (c) => {
      return c.json({
        interview: await getInterview({ db: c.get('deps').db, id: c.req.valid('param').id, actor: c.get('actor') }),
      });
    },
  )
  .get(
    '/:id/calendar.ics',
    describeRoute({
      summary: "A booked interview's calendar event (RFC 5545), for its two people",
      responses: { 200: { description: 'The event, to add to a calendar', contentType: 'text/calendar' } },
    }),
    interviewId,
    async (c) => {
      const { db, config } = c.get('deps');
      const ics = await calendarFile({ db, id: c.req.valid('param').id, actor: c.get('actor'), config });
      return c.body(ics, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'attachment; filename="interview.ics"',
        'Cache-Control': 'private, no-store',
      });
    },
  )
  .post(
    '/:id/book',
    describeRoute({
      summary: 'The candidate books one of the offered times (409 SLOT_TAKEN when another booking won)',
      responses: { 200: json(interviewAnswerSchema) },
    }),
    interviewId,
    validate('json', bookSlotSchema),
    async (c) => {
      const { db } = c.get('deps');
      const { id } = c.req.valid('param');
      await bookInterview({ db, id, actor: c.get('actor'), slotId: c.req.valid('json').slotId });
      return c.json({ interview: await getInterview({ db, id, actor: c.get('actor') }) });
    },
  )
  .post(
    '/:id/other-times',
    describeRoute({
      summary: 'The candidate asks for other times, with a note',
      responses: { 200: json(interviewAnswerSchema) },
    }),
    interviewId,
    validate('json', otherTimesSchema),
    async (c) => {
      const { db } = c.get('deps');
      const { id } = c.req.valid('param');
      await askOtherTimes({ db, id, actor: c.get('actor'), note: c.req.valid('json').note });
      return c.json({ interview: await getInterview({ db, id, actor: c.get('actor') }) });
    },
  )
  .post(
    '/:id/reschedule',
    describeRoute({
      summary:
        'The organizer offers new times (a booked time is released; the calendar event is updated when one is booked)',
      responses: { 200: json(interviewAnswerSchema) },
    }),
    interviewId,
    validate('json', interviewInputSchema),
    async (c) => {
      const { db } = c.get('deps');
      const { id } = c.req.valid('param');
      await rescheduleInterview({ db, id, actor: c.get('actor'), input: c.req.valid('json') });
      return c.json({ interview: await getInterview({ db, id, actor: c.get('actor') }) });
    },
  )
  .post(
    '/:id/cancel',
    describeRoute({
      summary: 'Either of its two people cancels the interview (a booked one is withdrawn from calendars)',
      responses: { 200: json(interviewAnswerSchema) },
    }),
    interviewId,
    validate('json', cancelInterviewSchema),
    async (c) => {
      const { db } = c.get('deps');
      const { id } = c.req.valid('param');
      await cancelInterview({ db, id, actor: c.get('actor'), reason: c.req.valid('json').reason });
      return c.json({ interview: await getInterview({ db, id, actor: c.get('actor') }) });
    },
  );
