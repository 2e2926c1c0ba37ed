import { z } from 'zod';

// Following a startup (decision 018): a member follows a startup to hear when it posts a position.

/** How many startups one member may follow: enough for anyone, and a bound on one member's rows. */
export const MAX_FOLLOWS = 500;
export const FOLLOW_LIMIT_MESSAGE = `You can follow at most ${MAX_FOLLOWS} startups. Unfollow one to follow another.`;

/** GET /api/follows: the startups the signed-in member follows (their ids, newest first). */
export const followingListSchema = z.object({ startupIds: z.array(z.uuid()) });
export type FollowingList = z.infer<typeof followingListSchema>;

/** PUT or DELETE /api/follows/:startupId: the member's state afterwards and the startup's follower count. */
export const followStateSchema = z.object({ following: z.boolean(), followers: z.number().int().nonnegative() });
export type FollowState = z.infer<typeof followStateSchema>;
