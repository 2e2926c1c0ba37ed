// The Roadmap page's words: the four phases of spec 2 ("Roadmap phase": title, date, description,
// features) and the upcoming features with their quarters.

export type RoadmapPhase = { date: string; title: string; description: string; features: string[] };

export const phases: RoadmapPhase[] = [
  {
    date: 'Q1 2025',
    title: 'Launch & Foundation',
    description: 'The essentials for founders and talent to meet: a page for every startup, open positions and applications with a resume.',
    features: ['Startup pages with story, mission and vision', 'Positions with pay, equity and location', 'Applications with PDF resumes', 'A dashboard for founders'],
  },
  {
    date: 'Q2 2025',
    title: 'Platform Growth',
    description: 'Tools that keep everyone informed and bring the community closer together.',
    features: ['Real-time notifications on applications', 'E-mail updates you control in Settings', 'A blog of founder stories and guides', 'The investment preference poll'],
  },
  {
    date: 'Q3 2025',
    title: 'Global Reach',
    description: 'Opening the platform to founders, talent and investors in more countries and programmes.',
    features: ['Startups and talent from every country', 'Remote, on-site and hybrid roles across time zones', 'Partnerships with incubators and accelerators', 'The Investor Hub for angels and funds'],
  },
  {
    date: 'Q4 2025',
    title: 'Future Innovation',
    description: 'Smarter help for every side of the network, built on what the community has taught us.',
    features: ['AI-powered insights for founders', 'Suggested roles for talent, with the reasons shown', 'Hiring analytics on the dashboard', 'A native mobile experience'],
  },
];

export type UpcomingFeature = { key: 'mobile' | 'investors' | 'insights'; quarter: string; title: string; description: string };

export const upcomingFeatures: UpcomingFeature[] = [
  {
    key: 'mobile',
    quarter: 'Q2 2025',
    title: 'Mobile App',
    description: 'Browse startups, apply and follow your applications from your phone, with push notifications when a founder answers.',
  },
  {
    key: 'investors',
    quarter: 'Q3 2025',
    title: 'Investor Hub',
    description: 'A home for investors: startups curated by thesis, stage and sector, saved lists, and introductions to founders who want to meet you.',
  },
  {
    key: 'insights',
    quarter: 'Q4 2025',
    title: 'AI-Powered Insights',
    description: 'Suggestions of candidates who fit your roles and of roles that fit your profile, always with the reasons, never as a black box.',
  },
];
