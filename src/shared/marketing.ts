import { paths } from './paths';

/**
 * Title and description of each marketing page. The page sets its tab title from here, and the server
 * puts both into the HTML it first sends, so search engines and link previews see them without
 * running the app.
 */
export const marketingPages = {
  [paths.about]: {
    title: 'About Us',
    description:
      'Meet the team behind the platform, the mission we work on and how the platform grew from an idea to a community of founders, talent and investors.',
  },
  [paths.roadmap]: {
    title: 'Roadmap',
    description:
      'Where the platform is going: the four phases of our plan and the features coming next, from a mobile app to the Investor Hub.',
  },
  [paths.incubators]: {
    title: 'Collaborations with Incubators',
    description: 'Programmes for incubators and accelerators to bring their cohorts onto the platform are coming soon.',
  },
  [paths.contact]: {
    title: 'Contact Us',
    description: 'Questions, partnerships or feedback: write to the team and a person will answer within 24 hours.',
  },
  [paths.faqs]: {
    title: 'FAQs',
    description:
      'Answers to common questions about posting startups, hiring, applying with a resume, notifications and your account.',
  },
  [paths.legal]: {
    title: 'Privacy Policy and Terms & Conditions',
    description: 'How we handle your data and the terms for using the platform during its beta.',
  },
  [paths.betaAgreement]: {
    title: 'Beta Agreement',
    description: 'What taking part in the beta means: what to expect from the platform, your feedback and your data.',
  },
  [paths.getStarted]: {
    title: 'Get Started',
    description:
      'Four steps from an account to a team: create your account, post your startup, build your team and grow together.',
  },
} as const satisfies Record<string, { title: string; description: string }>;

export type MarketingPath = keyof typeof marketingPages;
