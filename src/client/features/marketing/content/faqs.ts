import { jobTypes, locationTypes } from '../../../../shared/catalog';
import {
  ANSWER_MAX_WORDS,
  MAX_STARTUPS_PER_OWNER,
  RESET_CODE_MINUTES,
  RESUME_MAX_BYTES,
} from '../../../../shared/limits';

// The FAQs page's fifteen questions. The numbers and lists come from the same
// constants the server enforces, so the page cannot promise a limit the product does not keep.

const list = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const orList = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
const resumeMb = RESUME_MAX_BYTES / (1024 * 1024);

export type FaqGroup = { title: string; faqs: { question: string; answer: string }[] };

export const faqGroups: FaqGroup[] = [
  {
    title: 'Getting started',
    faqs: [
      {
        question: 'What can I do on the platform?',
        answer:
          'Founders showcase their startups and hire; students and professionals browse startups and apply to open positions. You can post startups, apply to jobs and manage your applications from your dashboard. Everything is free during the beta.',
      },
      {
        question: 'How do I create an account?',
        answer:
          'Choose Get Started, enter your name, e-mail, phone number, country and a password, and you are in. You can then complete your profile as a student or a professional, with your skills, links and a photo.',
      },
      {
        question: 'I am an investor. What is here for me?',
        answer:
          'You can browse every startup, filter by industry, stage and country, and read each team’s story before you reach out. Sign in and answer the investment poll to tell us how you invest: it shapes the Investor Hub we are building.',
      },
    ],
  },
  {
    title: 'Startups and hiring',
    faqs: [
      {
        question: 'How do I post my startup?',
        answer:
          'Posting a startup is a guided two-step process: first the basic info (name, logo, a short description, stage, category, team size and country), then the details (tagline, brand voice, mission and vision, your story and how to reach you). A live preview shows your card as you type, and your draft is kept in your browser until you publish.',
      },
      {
        question: 'How many startups can I post?',
        answer: `Up to ${MAX_STARTUPS_PER_OWNER} startups per user during the MVP phase. You can edit or delete any of them from your dashboard at any time.`,
      },
      {
        question: 'What kinds of positions can I post?',
        answer: `Job types are ${list(jobTypes)}. Each position is ${orList(locationTypes.map((type) => type.toLowerCase()))}, and can be paid, unpaid, equity only, or paid with equity.`,
      },
      {
        question: 'How do I review the applications I receive?',
        answer:
          'Open your dashboard: every application to your positions is listed there with the applicant’s answers and resume. Mark it reviewed, accepted or rejected, and the applicant is told straight away.',
      },
    ],
  },
  {
    title: 'Applying to jobs',
    faqs: [
      {
        question: 'How do I apply to a position?',
        answer: `Open a startup’s page, choose an open position and select Apply. Upload your resume and answer what the position asks: by default two short questions, each in up to ${ANSWER_MAX_WORDS} words, which a founder may make optional or leave out. The position says how long its form is before you start. Your answers are kept as a draft while you write.`,
      },
      {
        question: 'Which resume format do you accept?',
        answer: `Resumes in PDF only, max ${resumeMb}MB. We check the file itself, not only its name, so please export your resume as a real PDF.`,
      },
      {
        question: 'How will I know what happened to my application?',
        answer:
          'You get real-time notifications for application updates: the bell in the header lights up the moment a founder changes your status, without reloading the page, and we also send an e-mail unless you turn it off in Settings.',
      },
      {
        question: 'Who can see my resume?',
        answer:
          'Only you, the founder of the startup you applied to and our moderators. Resumes are never public and are not listed anywhere.',
      },
    ],
  },
  {
    title: 'Account, privacy and support',
    faqs: [
      {
        question: 'How is my data protected?',
        answer:
          'Every request is checked on our server against who owns the data, much like row-level security in a database: nobody can read or change another person’s startups, applications or settings, whatever they send. Passwords are stored only as strong one-way hashes.',
      },
      {
        question: 'I forgot my password. What now?',
        answer: `Choose “Forgot password?” on the sign-in page and enter your e-mail. We send a verification code that works once and for ${RESET_CODE_MINUTES} minutes; enter it with your new password.`,
      },
      {
        question: 'How do I change my e-mail, password or notification settings, or delete my account?',
        answer:
          'Open Settings from your profile menu. Changing your e-mail or password, or deleting your account, asks for your current password. Deleting your account removes your profile, startups, positions, applications and files for good.',
      },
      {
        question: 'How do I reach support?',
        answer: 'Write to us from the Contact page or by e-mail. Our support team responds within 24 hours.',
      },
    ],
  },
];
