import { z } from 'zod';

// The investment preference poll (the investment screen and its options).
export const investmentOptions = {
  crowdfunding: {
    title: 'Crowdfunding Platform',
    description: 'Invest small amounts alongside many other investors.',
    label: 'Crowdfunding',
  },
  syndicate: {
    title: 'Startup Syndicate',
    description: 'Join syndicates led by experienced investors.',
    label: 'Syndicate',
  },
  angel: {
    title: 'Angel Investor-Based',
    description: 'Direct opportunities for accredited investors.',
    label: 'Angel-Based',
  },
  networking: {
    title: 'Investor Networking Platform',
    description: 'Connect with other investors and share opportunities.',
    label: 'Networking',
  },
} as const;
export type InvestmentPreference = keyof typeof investmentOptions;
export const investmentPreferenceKeys = Object.keys(investmentOptions) as [
  InvestmentPreference,
  ...InvestmentPreference[],
];

export const pollVoteSchema = z.object({
  preference: z.enum(investmentPreferenceKeys, { error: 'Please select an option' }),
});

/** Every option's votes (0 included) and the total. */
export const pollResultsSchema = z.object({
  counts: z.record(z.enum(investmentPreferenceKeys), z.number().int().nonnegative()),
  total: z.number().int().nonnegative(),
});
export type PollResults = z.infer<typeof pollResultsSchema>;
/** The caller's vote (null before they vote) and the results: GET and PUT /api/poll. */
export const pollAnswerSchema = z.object({
  preference: z.enum(investmentPreferenceKeys).nullable(),
  results: pollResultsSchema,
});

/** Share of the votes in percent with one decimal, 0 when nobody voted. */
export function votePercent(count: number, total: number): string {
  return total === 0 ? '0.0' : ((count / total) * 100).toFixed(1);
}
