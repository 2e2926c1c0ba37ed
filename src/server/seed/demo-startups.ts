import { and, eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/client';
import type { Storage } from '../storage/storage';
import { newFileKey } from '../storage/uploads';
import {
  applicationEvents,
  applicationMessages,
  applicationNotes,
  applicationScorecards,
  jobApplications,
  jobs,
  pipelineStages,
} from '../db/schema';
import { storedAnswers, type JobQuestion } from '../../shared/job-questions';
import type { ScorecardData } from '../../shared/scorecards';
import { moreDemoJobs } from './demo-jobs';
import { insertJob, insertStartup } from './factories';

const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

type Founder = 'maya' | 'liam' | 'noah';
type Applicant = 'priya' | 'noah' | 'ada';

/** The demo startups and their open roles, so that a new user sees a living platform. */
const demo = [
  {
    founder: 'maya',
    logo: 'greengrid',
    createdAt: daysAgo(2),
    startup: {
      name: 'GreenGrid',
      industry: 'Technology',
      stage: 'Seed',
      teamSize: 8,
      country: 'SG',
      tagline: 'Community solar, managed like software',
      brandVoice: 'Inspirational & Visionary',
      highlightText: 'Clean Energy',
      contactEmail: 'team@greengrid.example',
      websiteUrl: 'https://greengrid.example',
      description:
        'GreenGrid runs community solar projects end to end: sign-ups, billing and payouts for every neighbour who shares a roof.',
      mission: 'Put a share of clean energy within reach of every household, including the ones that rent.',
      story:
        'Maya met her co-founder at a neighbourhood meeting about a shared solar roof. The spreadsheet that ran it became GreenGrid.',
    },
    jobs: [
      {
        title: 'Founding Backend Engineer',
        jobType: 'Full-time',
        experienceLevel: 'Senior',
        locationType: 'Hybrid',
        locationCity: 'Singapore',
        locationCountry: 'SG',
        compensationType: 'Paid+Equity',
        compensationCurrency: 'USD',
        compensationAmountMin: 90000,
        compensationAmountMax: 120000,
        compensationPeriod: 'Year',
        equityMin: 0.5,
        equityMax: 1.5,
        visaSponsorship: true,
        requiredSkills: ['TypeScript', 'PostgreSQL', 'Billing'],
        description: 'Own the billing and payout engine that moves money to thousands of households every month.',
        // A position's own questions, one of them declining on arrival.
        questions: [
          {
            id: 'a1f5c0de-7b2e-4c1a-9f3d-5e6a7b8c9d01',
            kind: 'yes_no',
            prompt: 'Can you work from Singapore at least three days a week?',
            required: true,
            knockout: { answers: ['no'], reason: 'not_right_fit' },
          },
          {
            id: 'a1f5c0de-7b2e-4c1a-9f3d-5e6a7b8c9d02',
            kind: 'link',
            prompt: 'Link to your GitHub or a project you are proud of',
            required: false,
          },
          {
            id: 'a1f5c0de-7b2e-4c1a-9f3d-5e6a7b8c9d03',
            kind: 'choice',
            prompt: 'When could you start?',
            required: true,
            options: ['Right away', 'Within a month', 'In two to three months'],
            knockout: null,
          },
        ],
      },
      {
        title: 'Energy Analyst Intern',
        jobType: 'Internship',
        experienceLevel: 'Entry Level',
        locationType: 'Remote',
        compensationType: 'Paid',
        compensationCurrency: 'USD',
        compensationAmountMin: 25,
        compensationPeriod: 'Hour',
        requiredSkills: ['Excel', 'Python'],
        description: 'Model production and savings for new projects with our engineers.',
      },
    ],
  },
  {
    founder: 'liam',
    logo: 'tutorly',
    createdAt: daysAgo(4),
    startup: {
      name: 'Tutorly',
      industry: 'AI/ML',
      stage: 'MVP',
      teamSize: 4,
      country: 'CA',
      tagline: 'A patient study partner for every student',
      brandVoice: 'Friendly & Approachable',
      highlightText: 'Learn Smarter',
      contactEmail: 'hello@tutorly.example',
      description:
        'Tutorly asks students one good question at a time, the way great tutors do, and tells teachers where the class is stuck.',
      mission: 'Give every high-school student the kind of tutor that only some can afford today.',
      story: 'Liam taught maths for six years. Tutorly started as the question bank he built for his own classes.',
    },
    jobs: [
      {
        title: 'Machine Learning Engineer',
        jobType: 'Full-time',
        experienceLevel: 'Mid Level',
        locationType: 'Remote',
        compensationType: 'Paid+Equity',
        compensationCurrency: 'USD',
        compensationAmountMin: 110000,
        compensationAmountMax: 140000,
        compensationPeriod: 'Year',
        equityMin: 0.2,
        equityMax: 0.5,
        requiredSkills: ['Python', 'LLMs', 'Evaluation'],
        description: 'Make our tutor better at knowing what a student does not yet understand.',
      },
    ],
  },
  {
    founder: 'noah',
    logo: 'ledgerloop',
    createdAt: daysAgo(6),
    startup: {
      name: 'LedgerLoop',
      industry: 'Fintech',
      stage: 'Preseed',
      teamSize: 3,
      country: 'CH',
      tagline: 'Month-end close in an afternoon',
      brandVoice: 'Professional & Authoritative',
      highlightText: 'Close Faster',
      contactEmail: 'founders@ledgerloop.example',
      description:
        'LedgerLoop reconciles bank feeds, invoices and payouts for small finance teams, and flags what needs a human.',
      mission: 'Free finance teams from copy-paste so they can advise the business instead.',
      story:
        'Noah spent eight years building payment systems and watched accountants re-type what his systems had already exported.',
    },
    jobs: [
      {
        title: 'Product Designer',
        jobType: 'Contract',
        experienceLevel: 'Senior',
        locationType: 'On-site',
        locationCity: 'Zurich',
        locationCountry: 'CH',
        compensationType: 'Paid',
        compensationCurrency: 'EUR',
        compensationAmountMin: 650,
        compensationPeriod: 'Month',
        requiredSkills: ['Figma', 'B2B SaaS'],
        description: 'Design the reconciliation workspace with our first ten customers.',
      },
      {
        title: 'Founding Engineer',
        jobType: 'Full-time',
        experienceLevel: 'Lead',
        locationType: 'Hybrid',
        locationCity: 'Zurich',
        locationCountry: 'CH',
        compensationType: 'Equity',
        equityMin: 2,
        equityMax: 4,
        visaSponsorship: true,
        requiredSkills: ['Go', 'PostgreSQL'],
        description: 'Join as the first engineer with a meaningful equity stake.',
      },
    ],
  },
  {
    founder: 'maya',
    logo: 'medimind',
    createdAt: daysAgo(9),
    startup: {
      name: 'MediMind',
      industry: 'Health Tech',
      stage: 'Idea',
      teamSize: 2,
      country: 'SG',
      tagline: 'Clinic notes that write themselves',
      brandVoice: 'Technical & Precise',
      highlightText: 'Care First',
      contactEmail: 'hi@medimind.example',
      description:
        'MediMind turns a consultation into structured notes and follow-ups, so doctors can look at patients instead of screens.',
      mission: 'Give clinicians back an hour a day.',
      story: 'A side project with two doctors from Maya’s university, now looking for a technical co-founder.',
    },
    jobs: [],
  },
  {
    founder: 'liam',
    logo: 'pixelforge',
    createdAt: daysAgo(12),
    startup: {
      name: 'PixelForge',
      industry: 'Gaming & eSports',
      stage: 'Beta Testing',
      teamSize: 6,
      country: 'GB',
      tagline: 'Level editors anyone can use',
      brandVoice: 'Playful & Creative',
      highlightText: 'Build Worlds',
      contactEmail: 'play@pixelforge.example',
      description:
        'PixelForge lets players build and share levels for their favourite indie games, right in the browser.',
      mission: 'Turn players into creators.',
      story: 'Born at a weekend game jam in London; 20,000 levels shared in the beta so far.',
    },
    jobs: [
      {
        title: 'Community Manager',
        jobType: 'Part-time',
        experienceLevel: 'Entry Level',
        locationType: 'Remote',
        compensationType: 'Unpaid',
        requiredSkills: ['Discord', 'Writing'],
        description: 'Help our creators find each other and share their best levels.',
      },
    ],
  },
  {
    founder: 'noah',
    logo: 'shieldstack',
    createdAt: daysAgo(15),
    startup: {
      name: 'ShieldStack',
      industry: 'Cybersecurity',
      stage: 'Scaling',
      teamSize: 14,
      country: 'US',
      tagline: 'Security reviews without the waiting list',
      brandVoice: 'Bold & Innovative',
      highlightText: 'Ship Safely',
      contactEmail: 'security@shieldstack.example',
      linkedinUrl: 'https://www.linkedin.com/company/shieldstack-demo',
      description: 'ShieldStack reviews every pull request for security issues and explains the fix in plain language.',
      mission: 'Make secure code the default for teams without a security department.',
      story: 'Two former penetration testers who got tired of finding the same bugs.',
    },
    jobs: [
      {
        title: 'Security Engineer',
        jobType: 'Full-time',
        experienceLevel: 'Senior',
        locationType: 'Remote',
        compensationType: 'Paid',
        compensationCurrency: 'USD',
        compensationAmountMin: 150000,
        compensationAmountMax: 180000,
        compensationPeriod: 'Year',
        requiredSkills: ['AppSec', 'Rust'],
        description: 'Write the rules that catch real vulnerabilities, and the explanations that get them fixed.',
      },
    ],
  },
] as const;

/** Who applied where in the demo, so that dashboards have something to review. */
/** `stage`: the startup's own stage it sits in (decision 044), by name: one of the defaults every startup has. */
type DemoPipeline = {
  note?: string;
  rating?: number;
  scorecard?: ScorecardData;
  messages?: { from: 'founder' | 'candidate'; body: string }[];
  stage?: 'Interview' | 'Offer';
};
/** `answers`: to the position's own questions, by question id. */
const demoApplications: ({
  applicant: Applicant;
  job: string;
  status: string;
  culture: string;
  problem: string;
  answers?: Record<string, string>;
} & DemoPipeline)[] = [
  {
    applicant: 'priya',
    job: 'Energy Analyst Intern',
    status: 'submitted',
    culture: 'I want to see my work reach real households quickly, and small teams let me do that.',
    problem: 'I rebuilt our student club budget in Python and cut the monthly close from two days to an hour.',
  },
  {
    applicant: 'priya',
    job: 'Machine Learning Engineer',
    status: 'reviewed',
    culture: 'Early-stage teams let engineers talk to users every week. That is how I learn fastest.',
    problem:
      'I wrote a script that graded practice quizzes for 300 classmates and found the five questions everyone missed.',
    note: 'Strong quiz-grading story. Ask how she would evaluate a tutoring model with real students.',
    rating: 4,
    stage: 'Interview',
    messages: [
      {
        from: 'founder',
        body: 'Thanks for applying, Priya! Could you send a link to the quiz-grading script, or tell us how it worked?',
      },
      {
        from: 'candidate',
        body: 'Of course. It read the answer sheets as CSV, scored them, and ranked questions by how often they were missed. I can walk you through it on a call.',
      },
    ],
  },
  {
    applicant: 'noah',
    job: 'Founding Backend Engineer',
    status: 'accepted',
    answers: {
      'a1f5c0de-7b2e-4c1a-9f3d-5e6a7b8c9d01': 'yes',
      'a1f5c0de-7b2e-4c1a-9f3d-5e6a7b8c9d02': 'https://github.com/noah-okafor-demo',
      'a1f5c0de-7b2e-4c1a-9f3d-5e6a7b8c9d03': 'Within a month',
    },
    culture: 'I have scaled payment systems at a large company; now I want to build one from the first line.',
    problem:
      'I replaced a nightly reconciliation batch with a streaming job and removed a whole class of support tickets.',
    note: 'Exactly the payments background we need. References checked.',
    rating: 5,
    // Maya's scorecard after the interview (decision 041): the team's alone, never shown to Noah.
    scorecard: {
      criteria: [
        {
          name: 'Skills for the role',
          rating: 4,
          note: 'Designed a payout ledger on the whiteboard with idempotent retries, unprompted.',
        },
        {
          name: 'Problem solving',
          rating: 4,
          note: 'Took the failed-transfer case apart step by step and found the double-payout risk.',
        },
        {
          name: 'Communication',
          rating: 3,
          note: 'Clear, if brief. Asked good questions about how neighbours are billed.',
        },
        {
          name: 'Startup fit',
          rating: 3,
          note: 'Used to a large team; keen on owning everything, but wants a plan for on-call.',
        },
      ],
      recommendation: 'strong_yes',
      summary: 'Hire. The strongest backend candidate we have met; agree on an on-call rota before the offer.',
    },
  },
];

export async function seedDemoStartups(options: {
  db: Db;
  storage: Storage;
  founders: Record<Founder, string>;
  applicants: Record<Applicant, string>;
}) {
  const { db, storage, founders, applicants } = options;
  const jobIds: Record<string, string> = {};
  const jobQuestions: Record<string, JobQuestion[]> = {};
  for (const entry of demo) {
    const ownerId = founders[entry.founder];
    const key = newFileKey('logos', ownerId, 'png');
    await storage.put(key, readFileSync(path.join(assets, `${entry.logo}.png`)), 'image/png');
    const startup = await insertStartup(db, ownerId, {
      ...entry.startup,
      logoUrl: storage.publicUrl(key),
      createdAt: entry.createdAt,
    });
    for (const [i, job] of entry.jobs.entries()) {
      const questions = 'questions' in job ? (job.questions as unknown as JobQuestion[]) : [];
      const row = await insertJob(db, startup.id, {
        ...job,
        requiredSkills: [...job.requiredSkills],
        questions,
        createdAt: new Date(entry.createdAt.getTime() + (i + 1) * 60_000),
      });
      jobIds[job.title] = row.id;
      jobQuestions[job.title] = questions;
    }
    for (const { postedHoursAgo, ...job } of moreDemoJobs[entry.startup.name] ?? []) {
      // Never before the startup itself.
      const postedAt = Math.max(entry.createdAt.getTime() + 60_000, Date.now() - postedHoursAgo * 3_600_000);
      await insertJob(db, startup.id, { ...job, createdAt: new Date(postedAt) });
    }
  }
  const resume = readFileSync(path.join(assets, 'demo-resume.pdf'));
  for (const application of demoApplications) {
    const applicantId = applicants[application.applicant];
    const key = newFileKey('resumes', applicantId, 'pdf');
    await storage.put(key, resume, 'application/pdf');
    const sentAt = new Date(Date.now() - 30 * 3_600_000);
    const isAnswered = application.status !== 'submitted';
    const [row] = await db
      .insert(jobApplications)
      .values({
        jobId: jobIds[application.job]!,
        applicantId,
        status: application.status,
        resumeKey: key,
        startupCultureAnswer: application.culture,
        problemSolvingAnswer: application.problem,
        answers: storedAnswers(jobQuestions[application.job] ?? [], application.answers ?? {}),
        createdAt: sentAt,
        firstOpenedAt: isAnswered ? new Date(sentAt.getTime() + 6 * 3_600_000) : null,
      })
      .returning({
        id: jobApplications.id,
        ownerId: sql<string>`(select owner_id from startups s join jobs j on j.startup_id = s.id where j.id = ${jobApplications.jobId})`,
      });
    // Its timeline (decision 019): sent 30 hours ago (after every demo startup posted its jobs), and for an
    // answered one, opened and answered since.
    await db.insert(applicationEvents).values([
      { applicationId: row!.id, kind: 'submitted', toStatus: 'submitted', actorId: applicantId, createdAt: sentAt },
      ...(isAnswered
        ? [
            {
              applicationId: row!.id,
              kind: 'opened',
              actorId: row!.ownerId,
              createdAt: new Date(sentAt.getTime() + 6 * 3_600_000),
            },
            {
              applicationId: row!.id,
              kind: 'status',
              fromStatus: 'submitted',
              toStatus: application.status,
              actorId: row!.ownerId,
              createdAt: new Date(sentAt.getTime() + 12 * 3_600_000),
            },
          ]
        : []),
    ]);
    // The founder's side of the pipeline: a private note, rating and scorecard, and a short conversation.
    if (application.note)
      await db.insert(applicationNotes).values({
        applicationId: row!.id,
        authorId: row!.ownerId,
        body: application.note,
        createdAt: new Date(sentAt.getTime() + 7 * 3_600_000),
      });
    if (application.scorecard) {
      const at = new Date(sentAt.getTime() + 10 * 3_600_000);
      await db.insert(applicationScorecards).values({
        applicationId: row!.id,
        authorId: row!.ownerId,
        ...application.scorecard,
        createdAt: at,
        updatedAt: at,
      });
    }
    if (application.rating)
      await db.update(jobApplications).set({ rating: application.rating }).where(eq(jobApplications.id, row!.id));
    for (const [i, message] of (application.messages ?? []).entries()) {
      const at = new Date(sentAt.getTime() + (13 + i * 2) * 3_600_000);
      await db.insert(applicationMessages).values({
        applicationId: row!.id,
        senderId: message.from === 'founder' ? row!.ownerId : applicantId,
        body: message.body,
        createdAt: at,
        readAt: at,
      });
    }
    if (application.stage) {
      // Into the startup's own stage after the conversation; she sees "Interviewing", never its name.
      const [stage] = await db
        .select({ id: pipelineStages.id, name: pipelineStages.name, candidateView: pipelineStages.candidateView })
        .from(pipelineStages)
        .innerJoin(jobs, eq(jobs.startupId, pipelineStages.startupId))
        .where(and(eq(jobs.id, jobIds[application.job]!), eq(pipelineStages.name, application.stage)));
      await db.update(jobApplications).set({ stageId: stage!.id }).where(eq(jobApplications.id, row!.id));
      await db.insert(applicationEvents).values({
        applicationId: row!.id,
        kind: 'stage',
        fromStatus: application.status,
        toStatus: 'reviewed',
        stageName: stage!.name,
        candidateView: stage!.candidateView,
        actorId: row!.ownerId,
        createdAt: new Date(sentAt.getTime() + 20 * 3_600_000),
      });
    }
  }
}
