import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readingTime } from '../../shared/blog';
import type { Db } from '../db/client';
import { blogPosts } from '../db/schema';
import type { Storage } from '../storage/storage';
import { newFileKey } from '../storage/uploads';

/** Each post's cover, drawn by scripts/make-demo-covers.ts and kept beside the seed. */
const covers = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets', 'covers');

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** A few published posts, one per category, so the blog reads like a living one on first start. */
const posts = [
  {
    slug: 'talk-to-fifty-users-before-you-build',
    category: 'founder-stories',
    title: 'Talk to fifty users before you build',
    days: 3,
    tags: ['customer discovery', 'first steps'],
    excerpt:
      'The cheapest way to find out whether your idea matters is a conversation. Here is how to have fifty of them in a month.',
    content:
      '<p>Most first products fail for a simple reason: nobody needed them. The fix is not a better pitch deck but more conversations.</p><h2>How to find the fifty</h2><p>Start with the people closest to the problem. Ask for twenty minutes, and ask about their last week, not about your idea.</p><ul><li>What did they try?</li><li>What did it cost them?</li><li>What would they pay to make it go away?</li></ul><h2>What to do with the answers</h2><p>Write down the exact words people use. When the same sentence comes back ten times, you have found your landing page headline.</p>',
  },
  {
    slug: 'where-ai-startups-find-their-openings',
    category: 'market-trends',
    title: 'Where AI startups still find their openings',
    days: 6,
    tags: ['AI', 'markets'],
    excerpt: 'Foundation models are a commodity. The openings are in the workflows they have not reached yet.',
    content:
      '<p>Every month brings a more capable model, and every month the question for founders sharpens: what can a small team own?</p><h2>Own the workflow, not the model</h2><p>The durable startups we see pick one job in one industry and do it end to end, from the data that comes in to the decision that goes out.</p><blockquote>The model is the engine. The product is the car, the roads and the driver.</blockquote><p>Regulated industries, messy data and slow buyers look like obstacles. For a focused team they are a moat.</p>',
  },
  {
    slug: 'hiring-your-first-five',
    category: 'talent-culture',
    title: 'Hiring your first five people',
    days: 10,
    tags: ['hiring', 'culture'],
    excerpt:
      'Your first five hires set the culture for the next fifty. A practical guide to finding them and keeping them.',
    content:
      '<p>Early hires do not join a company; they join a mission and a handful of people. Be honest about both.</p><h2>Write the role around the problem</h2><p>Instead of a list of technologies, describe the problem the person will own in their first three months.</p><h2>Pay fairly, and explain equity</h2><p>Candidates compare offers. Show the salary range and walk them through what their equity could be worth, and what it could not.</p><ol><li>Share the range up front.</li><li>Explain the vesting schedule.</li><li>Put the offer in writing within a day.</li></ol>',
  },
  {
    slug: 'what-investors-look-for-at-pre-seed',
    category: 'investor-insights',
    title: 'What investors look for at pre-seed',
    days: 14,
    tags: ['fundraising', 'pre-seed'],
    excerpt: 'Before revenue, investors back people and insight. Here is what makes a pre-seed conversation go well.',
    content:
      '<p>At pre-seed there is little to measure, so investors look for three things: a team that fits the problem, an insight others have missed, and evidence of speed.</p><h2>Show your speed</h2><p>Nothing convinces like a changelog. What did you ship in the last four weeks, and what did you learn from it?</p><h2>Know your numbers, even small ones</h2><p>Ten users who come back every day beat a thousand sign-ups who never return. Bring retention, not vanity metrics.</p>',
  },
] as const;

export async function seedDemoPosts({ db, storage, authorId }: { db: Db; storage: Storage; authorId: string }) {
  for (const post of posts) {
    const { days, ...rest } = post;
    const key = newFileKey('blog', authorId, 'jpg');
    await storage.put(key, readFileSync(path.join(covers, `${post.slug}.jpg`)), 'image/jpeg');
    await db.insert(blogPosts).values({
      ...rest,
      coverImageUrl: storage.publicUrl(key),
      tags: [...rest.tags],
      status: 'published',
      authorId,
      readingTime: readingTime(rest.content),
      createdAt: daysAgo(days),
      publishedAt: daysAgo(days),
    });
  }
}
