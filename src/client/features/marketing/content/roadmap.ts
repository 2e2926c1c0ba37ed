// The Roadmap page's words: the four phases (each a title, a description and its features)
// and the upcoming features. No dates: a quarter that has passed would read as a promise broken. Each
// item says how far it is, judged from what the product has; change a status when the product changes.

/** done: people can use it today; in-progress: part of it is there (the note says which); planned: not started. */
export type RoadmapStatus = 'done' | 'in-progress' | 'planned';

export type RoadmapItem = { text: string; status: RoadmapStatus; note?: string };

export type RoadmapPhase = { title: string; description: string; items: RoadmapItem[] };

export const statusLabels: Record<RoadmapStatus, string> = {
  done: 'Done',
  'in-progress': 'In Progress',
  planned: 'Planned',
};

/** A phase is done when all of it is, planned while none of it has started, and in progress between. */
export function phaseStatus(phase: RoadmapPhase): RoadmapStatus {
  if (phase.items.every((item) => item.status === 'done')) return 'done';
  if (phase.items.every((item) => item.status === 'planned')) return 'planned';
  return 'in-progress';
}

export const phases: RoadmapPhase[] = [
  {
    title: 'Launch & Foundation',
    description:
      'The essentials for founders and talent to meet: a page for every startup, open positions and applications with a resume.',
    items: [
      { text: 'Startup pages with story, mission and vision', status: 'done' },
      { text: 'Positions with pay, equity and location', status: 'done' },
      { text: 'Applications with PDF resumes', status: 'done' },
      { text: 'A dashboard for founders', status: 'done' },
    ],
  },
  {
    title: 'Platform Growth',
    description: 'Tools that keep everyone informed and bring the community closer together.',
    items: [
      { text: 'Real-time notifications on applications', status: 'done' },
      { text: 'E-mail updates you control in Settings', status: 'done' },
      { text: 'A blog of founder stories and guides', status: 'done' },
      { text: 'The investment preference poll', status: 'done' },
    ],
  },
  {
    title: 'Global Reach',
    description: 'Opening the platform to founders, talent and investors in more countries and programmes.',
    items: [
      { text: 'Remote, on-site and hybrid roles', status: 'done' },
      { text: 'Startups and talent from every country', status: 'done' },
      { text: 'Partnerships with incubators and accelerators', status: 'planned' },
      { text: 'The Investor Hub for angels and funds', status: 'planned' },
    ],
  },
  {
    title: 'Future Innovation',
    description: 'Smarter help for every side of the network, built on what the community has taught us.',
    items: [
      { text: 'AI-powered insights for founders', status: 'planned' },
      { text: 'Suggested roles for talent, with the reasons shown', status: 'planned' },
      { text: 'Hiring analytics on the dashboard', status: 'planned' },
      { text: 'A native mobile experience', status: 'planned' },
    ],
  },
];

export type UpcomingFeature = {
  key: 'mobile' | 'investors' | 'insights';
  status: RoadmapStatus;
  title: string;
  description: string;
  today: string;
};

export const upcomingFeatures: UpcomingFeature[] = [
  {
    key: 'mobile',
    status: 'planned',
    title: 'Mobile App',
    description:
      'Browse startups, apply and follow your applications from your phone, with push notifications when a founder answers.',
    today: 'Today the website works on phones, with live notifications while it is open.',
  },
  {
    key: 'investors',
    status: 'planned',
    title: 'Investor Hub',
    description:
      'A home for investors: startups curated by thesis, stage and sector, saved lists, and introductions to founders who want to meet you.',
    today: 'Today investors browse startups and tell us how they invest in the poll.',
  },
  {
    key: 'insights',
    status: 'planned',
    title: 'AI-Powered Insights',
    description:
      'Suggestions of candidates who fit your roles and of roles that fit your profile, always with the reasons, never as a black box.',
    today: 'Today job alerts e-mail you new positions that match your saved searches.',
  },
];
