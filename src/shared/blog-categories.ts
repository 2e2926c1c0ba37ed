// The blog's categories, apart from the post schemas (blog.ts) so that a public page naming them loads
// no validation library (decision 068).

export const blogCategories = {
  'founder-stories': {
    name: 'Founder Stories & Startup Advice',
    description: 'Lessons from founders who have been there: starting, hiring, shipping and surviving.',
  },
  'market-trends': {
    name: 'Market Trends & Innovation',
    description: 'What is changing in technology and markets, and where new startups find their openings.',
  },
  'talent-culture': {
    name: 'Talent & Culture',
    description: 'Building early teams, finding your first hires, and the culture that keeps them.',
  },
  'investor-insights': {
    name: 'Investor Insights & Funding',
    description: 'How investors think, how rounds come together, and what founders should know before they raise.',
  },
} as const;
export type BlogCategory = keyof typeof blogCategories;
export const blogCategoryKeys = Object.keys(blogCategories) as [BlogCategory, ...BlogCategory[]];
