// The About page's words. The team comes from the TEAM_MEMBERS setting; while it is unset the page shows
// the example team below (made-up people, without links), so that a fresh installation shows the layout.
import type { TeamMember } from '../../../../shared/app-config';

export const exampleTeam: TeamMember[] = [
  {
    name: 'Amara Okafor',
    role: 'Co-founder & CEO',
    bio: 'Led growth at two seed-stage startups and watched both lose months hiring their first ten people. Started the platform so the next founder spends that time building. Based in London.',
  },
  {
    name: 'Daniel Reyes',
    role: 'Co-founder & CTO',
    bio: 'Spent six years building search and hiring tools at a large job board. Cares about fast pages, private data and software that is honest about its limits. Based in Toronto.',
  },
  {
    name: 'Mei Tanaka',
    role: 'Head of Community',
    bio: 'Ran an accelerator programme for forty startups in Singapore. Looks after our founders, talent and investors, and answers a good part of the support mail herself.',
  },
];

/** Portrait backdrops, in turn, so that neighbouring cards are told apart at a glance. */
export const portraitTints = [
  'from-brand-500 to-brand-800',
  'from-sky-500 to-indigo-700',
  'from-amber-400 to-rose-600',
];

export const purpose = {
  mission:
    'Give every early-stage startup a fair start: a place to be seen, to hire the people it needs and to meet the investors who believe in it, whether or not its founders already know the right people.',
  vision:
    'A world where talent chooses a startup as easily as a big company, where good ideas are found because of their merit, not their postcode, and where founders, talent and investors grow together.',
};

export type JourneyStep = {
  value: 'idea' | 'mvp' | 'growth';
  label: string;
  date: string;
  title: string;
  text: string;
  points: string[];
};

export const journey: JourneyStep[] = [
  {
    value: 'idea',
    label: 'The Idea',
    date: 'October 2024',
    title: 'A problem we had lived ourselves',
    text: 'Our founders had each spent months searching for a first engineer, a first designer or a first investor through cold messages and crowded job boards. Talented students and professionals wanted to join young teams but could not find them. We set out to put both sides in one place.',
    points: [
      'Forty interviews with founders, students and angel investors',
      'The first sketches of the startup card and its two sides',
      'A promise: free for founders and talent during the beta',
    ],
  },
  {
    value: 'mvp',
    label: 'MVP Launch',
    date: 'February 2025',
    title: 'The first version goes live',
    text: 'We opened the platform to a first group of founders. They could publish a startup page, post positions and review applications with resumes from one dashboard, while talent could browse, filter and apply.',
    points: [
      'Startup pages, positions and applications with PDF resumes',
      'A dashboard for founders to review and answer applicants',
      'A limit of three startups per founder to keep quality high',
    ],
  },
  {
    value: 'growth',
    label: 'Growth & Scale',
    date: 'May 2025',
    title: 'From a product to a community',
    text: 'With founders, talent and investors joining from many countries, we added what a community needs: live notifications, a blog with founder stories, a poll to shape our investor features, and account controls that put people in charge of their data.',
    points: [
      'Real-time notifications and e-mail updates on applications',
      'A blog of guides and stories from the community',
      'The investment preference poll that shapes our Investor Hub',
    ],
  },
];
