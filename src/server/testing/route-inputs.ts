import { and, eq, inArray } from 'drizzle-orm';
import { encodeJobCursor } from '../../shared/job-board';
import type { JobQuestionInput } from '../../shared/job-questions';
import { encodeStartupCursor } from '../../shared/startup-cursor';
import { buildJob, buildSignUp, buildStartup } from '../seed/factories';
import { applicationForm, imageForm, keptResumeForm, PNG_1X1, pngWithSize } from './images';
import type { RouteKey } from './served-routes';
import {
  applicationScorecards,
  interviews,
  interviewSlots,
  jobInvitations,
  pipelineStages,
  startups,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema';
import { newSecret, sealSecret } from '../features/webhooks/webhook-delivery';
import { buildPost, settingsOf, type Role, type World } from './world';

/**
 * A valid request body or query for every route that reads one. The access matrix sends these, so
 * that the caller is the only thing that decides the answer; the bad-input sweep breaks them.
 */
export type RouteInput = {
  json?: (w: World, role: Role) => unknown;
  form?: (w: World, role: Role) => FormData | Promise<FormData>;
  /** A valid query string (without '?'). */
  query?: string;
};

// A cursor as the listing (and the administrator's table) hands out (a page after a card created at
// that time); the sweep breaks it.
const listingCursor = encodeStartupCursor({
  sort: 'newest',
  key: '2026-01-05T10:00:00.123456Z',
  id: '5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e',
});

// A cursor as the jobs board hands out; the sweep breaks it too.
const boardCursor = encodeJobCursor({
  createdAt: '2026-01-05T10:00:00.123456Z',
  id: '5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e',
});

const logoForm = () => imageForm('logo', PNG_1X1, 'logo.png', 'image/png');

/**
 * A position's own questions of each shape the sweep should break: a choice with a knockout, a long answer with its
 * limit.
 * Optional both: the matrix edits the world's position with them, and its applications after send no answers.
 */
const jobQuestions = (): JobQuestionInput[] => [
  {
    id: '0b7d4c1e-3f2a-4e5b-8c9d-1a2b3c4d5e6f',
    kind: 'choice',
    prompt: 'Your TypeScript level',
    required: false,
    options: ['Beginner', 'Expert'],
    knockout: { answers: ['Beginner'], reason: 'more_experience' },
  },
  {
    id: '1c8e5d2f-4a3b-4f6c-9d0e-2b3c4d5e6f70',
    kind: 'long_text',
    prompt: 'A bug you loved',
    required: false,
    maxWords: 200,
  },
];

/** The member says they are open to work, so that founders find and may invite them. */
export async function openToWorkMember(w: World): Promise<string> {
  const preferences = {
    openToWork: 'open',
    jobTypes: [],
    experienceLevels: [],
    locationTypes: [],
    countries: [],
    minPay: null,
    needsVisa: false,
    lookingFor: '',
  };
  await w.send('member', `/api/profiles/${w.people.member.id}/preferences`, { method: 'PUT', json: preferences });
  return w.people.member.id;
}

/** An invitation from the owner to the member for the world's position. */
export async function memberInvitation(w: World): Promise<string> {
  await w.t.db
    .insert(jobInvitations)
    .values({ jobId: w.job.id, candidateId: w.people.member.id, founderId: w.people.owner.id })
    .onConflictDoNothing();
  const [row] = await w.t.db
    .select({ id: jobInvitations.id })
    .from(jobInvitations)
    .where(and(eq(jobInvitations.jobId, w.job.id), eq(jobInvitations.candidateId, w.people.member.id)));
  return row!.id;
}

/** The id of one of the world's startup's own stages (every startup has Interview and Offer, decision 044). */
export async function stageOf(w: World, name: 'Interview' | 'Offer'): Promise<string> {
  const [row] = await w.t.db
    .select({ id: pipelineStages.id })
    .from(pipelineStages)
    .where(and(eq(pipelineStages.startupId, w.startup.id), eq(pipelineStages.name, name)));
  return row!.id;
}

/**
 * A throwaway startup of the owner's with a website on a domain of its own, for the domain proof's
 * routes (decision 047); `withRecord`: the owner has been shown the DNS record, so a check may run.
 */
export async function verifiableStartup(w: World, { withRecord = false } = {}): Promise<string> {
  const id = await w.throwaway.startup();
  await w.t.db
    .update(startups)
    .set({ websiteUrl: `https://${w.unique('verify').toLowerCase()}.example.com/` })
    .where(eq(startups.id, id));
  if (withRecord) await w.send('owner', `/api/startups/${id}/verification/dns`, { json: {} });
  return id;
}

/**
 * A throwaway startup of the owner's with a webhook endpoint and one delivery (decision 050). Its address
 * is on this machine, which the tests do not allow: a test event or a resend is refused before any
 * connection, and answers all the same.
 */
export async function ownerWebhook(w: World): Promise<{ startupId: string; endpointId: string; deliveryId: string }> {
  const startupId = await w.throwaway.startup();
  const [endpoint] = await w.t.db
    .insert(webhookEndpoints)
    .values({
      startupId,
      url: 'https://127.0.0.1/hook',
      events: ['job.closed'],
      secret: await sealSecret(w.t.config, newSecret()),
    })
    .returning({ id: webhookEndpoints.id });
  const [delivery] = await w.t.db
    .insert(webhookDeliveries)
    .values({ endpointId: endpoint!.id, eventType: 'job.closed', payload: { type: 'job.closed' }, status: 'failed' })
    .returning({ id: webhookDeliveries.id });
  return { startupId, endpointId: endpoint!.id, deliveryId: delivery!.id };
}

/** A scorecard of every shape the sweep should break: several criteria, a note with two lines, a summary. */
const scorecard = () => ({
  criteria: [
    { name: 'Skills for the role', rating: 4, note: 'Built the same kind of system before.\nAsked sharp questions.' },
    { name: 'Communication', rating: 3, note: '' },
  ],
  recommendation: 'yes',
  summary: 'A clear yes for the backend role.',
});

/** The owner's scorecard on a throwaway application of theirs, for a DELETE that has something to delete. */
export async function ownerScorecard(w: World): Promise<string> {
  const applicationId = await w.throwaway.application();
  await w.t.db
    .insert(applicationScorecards)
    .values({ applicationId, authorId: w.people.owner.id, criteria: scorecard().criteria, recommendation: 'yes' });
  return applicationId;
}

const HOUR = 3_600_000;
const hoursAhead = (hours: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR);
/** Interview times a day or two ahead, as the routes take them. */
const interviewInput = () => ({
  kind: 'video',
  durationMinutes: 45,
  location: 'https://meet.example/room',
  zone: 'Europe/Berlin',
  note: 'A first talk.\nAbout the role.',
  times: { mode: 'fixed', startsAt: [hoursAhead(30).toISOString(), hoursAhead(54).toISOString()] },
});

/** The interview `freshInterview` made last: the booking's body names one of its slots. */
let lastInterview = { id: '', slotId: '00000000-0000-4000-8000-000000000000' };

/**
 * A new interview offered by the owner for the world's application, each cell its own (the application's
 * earlier one cancelled: one is open at a time); `booked`: the applicant already took its first time.
 */
export async function freshInterview(w: World, { booked = false } = {}): Promise<string> {
  const applicationId = w.application.id;
  await w.t.db
    .update(interviews)
    .set({ status: 'cancelled', bookedSlotId: null })
    .where(and(eq(interviews.applicationId, applicationId), inArray(interviews.status, ['proposed', 'booked'])));
  const startsAt = hoursAhead(30 + Math.floor(Math.random() * 2000) * 2);
  const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
  const [interview] = await w.t.db
    .insert(interviews)
    .values({
      applicationId,
      organizerId: w.people.owner.id,
      kind: 'video',
      durationMinutes: 45,
      location: 'https://meet.example/room',
      organizerZone: 'Europe/Berlin',
      ...(booked && { status: 'booked', startsAt, endsAt }),
    })
    .returning({ id: interviews.id });
  const [slot] = await w.t.db
    .insert(interviewSlots)
    .values({ interviewId: interview!.id, startsAt, endsAt })
    .returning({ id: interviewSlots.id });
  if (booked) await w.t.db.update(interviews).set({ bookedSlotId: slot!.id }).where(eq(interviews.id, interview!.id));
  lastInterview = { id: interview!.id, slotId: slot!.id };
  return interview!.id;
}

export const validInputs: Partial<Record<RouteKey, RouteInput>> = {
  'POST /api/auth/sign-up/email': { json: () => buildSignUp() },
  'POST /api/auth/sign-in/email': {
    json: (w) => ({ email: w.people.member.email, password: w.people.member.password }),
  },
  'POST /api/auth/sign-out': { json: () => ({}) },
  'POST /api/auth/revoke-sessions': { json: () => ({}) },
  'POST /api/auth/change-password': {
    json: () => ({
      currentPassword: 'not-the-password',
      newPassword: 'another-pass',
      confirmPassword: 'another-pass',
      endApiTokens: true,
    }),
  },
  'POST /api/auth/delete-user': { json: () => ({ password: 'not-the-password' }) },
  'POST /api/auth/email-otp/request-password-reset': { json: (w) => ({ email: w.people.member.email }) },
  'POST /api/auth/email-otp/send-verification-otp': { json: () => ({}) },
  'POST /api/auth/email-otp/verify-email': { json: () => ({ otp: '000000' }) },
  // Second factors (decision 046): wrong codes and passwords, a browser answer to no challenge.
  'POST /api/auth/two-factor/enable': { json: () => ({ password: 'not-the-password' }) },
  'POST /api/auth/two-factor/verify-totp': { json: () => ({ code: '000000' }) },
  'POST /api/auth/two-factor/verify-backup-code': { json: () => ({ code: 'abcde-12345' }) },
  'POST /api/auth/two-factor/disable': { json: () => ({ password: 'not-the-password', code: '000000' }) },
  'POST /api/auth/two-factor/generate-backup-codes': { json: () => ({ password: 'not-the-password' }) },
  'POST /api/auth/passkey/verify-registration': {
    json: () => ({ response: { id: 'no-such-credential', type: 'public-key' }, name: 'Laptop' }),
  },
  'POST /api/auth/passkey/verify-authentication': {
    json: () => ({ response: { id: 'no-such-credential', type: 'public-key' } }),
  },
  'POST /api/auth/passkey/update-passkey': {
    json: () => ({ id: '00000000-0000-4000-8000-000000000000', name: 'Laptop' }),
  },
  'POST /api/auth/passkey/delete-passkey': {
    json: () => ({ id: '00000000-0000-4000-8000-000000000000', password: 'not-the-password' }),
  },
  'POST /api/auth/email-otp/reset-password': {
    json: (w) => ({
      email: w.people.member.email,
      otp: '000000',
      password: 'another-pass',
      confirmPassword: 'another-pass',
    }),
  },

  'PUT /api/account/settings': { json: (_, role) => settingsOf(role) },
  'POST /api/account/change-email': {
    json: (w) => ({ newEmail: `${w.unique('moved')}@example.com`, currentPassword: 'not-the-password' }),
  },
  'POST /api/account/change-email/confirm': {
    json: (w) => ({ newEmail: `${w.unique('moved')}@example.com`, otp: '000000' }),
  },

  // A country beyond the spec's 8 with its own number, so that the sweep breaks both (decision 023).
  'PUT /api/profiles/:id': {
    json: () => ({
      firstName: 'Olivia',
      lastName: 'Owner',
      country: 'DE',
      phoneNumber: '01512 3456789',
      headline: 'Founder',
      bio: '',
      roleType: 'employee',
      roleTitle: 'CEO',
      institution: '',
      skills: ['Sales'],
      githubUrl: '',
      linkedinUrl: '',
    }),
  },
  'PUT /api/profiles/:id/avatar': { form: () => imageForm('avatar', PNG_1X1, 'me.png', 'image/png') },
  // Kept resumes: a named PDF, and a new name that also makes it the default.
  'POST /api/resumes': { form: () => keptResumeForm('Product roles') },
  'PATCH /api/resumes/:id': { json: () => ({ name: 'Renamed resume', isDefault: true }) },

  'POST /api/invitations': {
    json: async (w) => ({
      jobId: w.job.id,
      candidateId: await openToWorkMember(w),
      note: 'We would love to hear from you.',
    }),
  },
  'POST /api/invitations/:id/decline': { json: () => ({ message: 'Not right now, thanks.' }) },
  'GET /api/talent': {
    query:
      'skill=typescript&country=GB&locationType=Remote&jobType=Full-time&experience=Senior&needsVisa=no&cursor=a2026-01-05T10:00:00.123456Z_5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e',
  },
  'GET /api/jobs': {
    query: `q=engineer&jobType=Full-time&experienceLevel=Senior&locationType=Remote&country=US&compensationType=Paid&minPay=1000&currency=USD&period=Year&equity=true&visa=true&posted=week&skill=rust&cursor=${boardCursor}`,
  },
  'GET /jobs/feed.xml': { query: 'q=engineer&jobType=Full-time&locationType=Remote&skill=rust' },
  'GET /api/startups': {
    query: `search=startup&industry=SaaS&stage=MVP&country=US&sort=newest&page=2&cursor=${listingCursor}`,
  },
  'POST /api/startups/logo': { form: logoForm },
  'POST /api/startups': { json: async (w, role) => buildStartup({ logoUrl: await w.logoOf(role) }) },
  // The owner's own startup, unchanged: an update that changes nothing but who may make it.
  'PUT /api/startups/:id': { json: (w) => w.startup.input },
  'PATCH /api/startups/:id/active': { json: () => ({ active: true }) },
  // With an equity range and visa sponsorship, so that the sweep breaks those too.
  'POST /api/startups/:id/jobs': {
    json: () => buildJob({ equityMin: 0.5, equityMax: 1.5, visaSponsorship: true, questions: jobQuestions() }),
  },
  'PUT /api/jobs/:id': {
    json: () => buildJob({ equityMin: 0.5, equityMax: 1.5, visaSponsorship: true, questions: jobQuestions() }),
  },
  'PUT /api/jobs/:id/dismissal': { json: () => ({ reason: 'Pay too low' }) },
  'PATCH /api/jobs/:id/active': { json: () => ({ active: true }) },
  'POST /api/jobs/:id/applications': { form: () => applicationForm({ questionAnswers: {} }) },
  'PATCH /api/applications/:id/status': { json: () => ({ status: 'reviewed' }) },
  'POST /api/applications/:id/withdraw': { json: () => ({}) },
  'GET /api/applications/:id/resume': { query: 'inline=1' },
  'POST /api/applications/:id/notes': { json: () => ({ body: 'A private note on this candidate.' }) },
  'PUT /api/applications/:id/rating': { json: () => ({ rating: 4 }) },
  'PUT /api/applications/:id/scorecard': { json: scorecard },
  'POST /api/applications/:id/interviews': { json: interviewInput },
  'POST /api/interviews/:id/reschedule': { json: interviewInput },
  'POST /api/interviews/:id/book': { json: () => ({ slotId: lastInterview.slotId }) },
  'POST /api/interviews/:id/other-times': { json: () => ({ note: 'Could we do an evening?\nAny day next week.' }) },
  'POST /api/interviews/:id/cancel': { json: () => ({ reason: 'Something came up, sorry.' }) },
  'PUT /api/account/time-zone': { json: () => ({ timeZone: 'America/Sao_Paulo' }) },
  'POST /api/account/tokens': {
    json: () => ({ name: 'Matrix script', scopes: ['jobs:read', 'applications:write'], expiry: '30d' }),
  },
  'POST /api/applications/:id/messages': { json: () => ({ body: 'Thank you for applying. Could we talk on Friday?' }) },
  'GET /api/applicants': { query: 'q=typescript&sort=rating&from=2026-01-01&to=2099-12-31' },
  'GET /api/applicants/export.csv': { query: 'status=submitted&sort=oldest' },
  'POST /api/applicants/bulk-status': { json: (w) => ({ ids: [w.application.id], status: 'reviewed' }) },
  // Own pipeline stages (decision 044): the world's startup has the defaults, Interview and Offer.
  // The founder types the part before the @ (the domain is added) or a whole address (decision 047).
  'POST /api/startups/:id/ats/preview': { json: () => ({ ats: 'greenhouse', board: 'acme' }) },
  'POST /api/startups/:id/ats/import': { json: () => ({ ats: 'greenhouse', board: 'acme', sourceIds: ['4012345'] }) },
  'POST /api/startups/:id/verification/email': { json: () => ({ email: 'founder' }) },
  'POST /api/startups/:id/verification/email/confirm': { json: () => ({ code: '123456' }) },
  'POST /api/startups/:id/verification/dns': { json: () => ({}) },
  'POST /api/startups/:id/verification/dns/check': { json: () => ({}) },
  // Webhooks (decision 050): an https address and some of the four events.
  'POST /api/startups/:id/webhooks': {
    json: () => ({ url: 'https://example.com/hooks/liftoff', events: ['application.created', 'job.closed'] }),
  },
  'GET /api/startups/:id/webhooks/:endpointId/deliveries': {
    query: 'cursor=MjAyNi0xMS0yN1QxMDowMDowMC4xMjM0NTZafDVmMGMyYTNlLThkMWItNGM2Zi05YTdlLTJiNGQ2ZjhhMGMxZQ',
  },
  'POST /api/startups/:id/webhooks/:endpointId/test': { json: () => ({}) },
  'POST /api/startups/:id/webhooks/deliveries/:deliveryId/resend': { json: () => ({}) },
  'POST /api/startups/:id/pipeline-stages': {
    json: (w) => ({ name: w.unique('Take-home').slice(0, 30), candidateView: 'interviewing' }),
  },
  'PUT /api/startups/:id/pipeline-stages/order': { json: () => ({ ids: ['5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e'] }) },
  'PATCH /api/startups/:id/pipeline-stages/:stageId': {
    json: () => ({ name: 'Final round', candidateView: 'previous' }),
  },
  'DELETE /api/startups/:id/pipeline-stages/:stageId': { query: 'moveTo=reviewed' },
  'PUT /api/applications/:id/stage': { json: async (w) => ({ stageId: await stageOf(w, 'Interview') }) },
  'POST /api/applicants/bulk-stage': {
    json: async (w) => ({ ids: [w.application.id], stageId: await stageOf(w, 'Interview') }),
  },

  'GET /api/blog/posts': { query: 'category=founder-stories&status=published&page=1' },
  'POST /api/blog/posts': { json: (w) => buildPost(w.unique('new-post')) },
  'PUT /api/blog/posts/by-id/:id': { json: (w) => buildPost(w.post.slug) },
  'POST /api/blog/images': {
    form: () => imageForm('image', pngWithSize(1200, 630), 'cover.png', 'image/png'),
    query: 'kind=cover',
  },

  'PUT /api/profiles/:id/preferences': {
    json: () => ({
      openToWork: 'active',
      jobTypes: ['Full-time'],
      experienceLevels: ['Mid Level'],
      locationTypes: ['Remote', 'Hybrid'],
      countries: ['GB', 'DE'],
      minPay: { amount: 60000, currency: 'GBP', period: 'Year' },
      needsVisa: false,
      lookingFor: 'A backend role at an early climate startup',
    }),
  },
  'GET /api/admin/startups': { query: `search=startup&cursor=${listingCursor}` },
  // Trust and safety. The matrix points the report at a startup of its own per cell.
  'POST /api/reports': {
    json: (w) => ({
      itemType: 'startup',
      itemId: w.startup.id,
      reason: 'other',
      note: 'Asked me to pay a training fee before the interview.',
    }),
  },
  'GET /api/admin/reports': { query: 'view=open' },
  'POST /api/admin/reports/:itemType/:itemId/hide': { json: () => ({ reason: 'scam' }) },
  'GET /api/admin/members': { query: `search=ana&cursor=${listingCursor}` },
  'GET /api/admin/audit': {
    query: 'action=sign_in&member=5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e&from=2026-01-01&to=2026-12-31',
  },
  'PUT /api/poll': { json: () => ({ preference: 'angel' }) },
  'POST /api/job-alerts': {
    json: (w) => ({
      name: w.unique('alert'),
      frequency: 'weekly',
      search: 'q=rust&jobType=Full-time&locationType=Remote&minPay=50000&currency=USD&period=Yearly',
    }),
  },
  'PATCH /api/job-alerts/:id': { json: () => ({ name: 'Renamed alert', frequency: 'daily' }) },
  // The sweep breaks the token; the access matrix sends a signed one.
  'GET /api/unsubscribe': { query: 'token=AAAA.status.BBBB' },
  'POST /api/unsubscribe': { query: 'token=AAAA.status.BBBB' },
  'POST /api/unsubscribe/resubscribe': { query: 'token=AAAA.status.BBBB' },
  'POST /api/contact': {
    json: () => ({
      name: 'Vera Visitor',
      email: 'vera@example.com',
      subject: 'Other',
      customSubject: 'Hello',
      message: 'A question about the platform.',
    }),
  },
};
