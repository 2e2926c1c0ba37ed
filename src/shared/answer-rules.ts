// What both the two standard answers and a position's own questions (job-questions.ts) rest on, apart so that
// neither module imports the other.

export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** Why a founder turned a candidate down: offered when rejecting, shown to the candidate. */
export const rejectionReasons = ['position_filled', 'more_experience', 'not_right_fit', 'other'] as const;
/** The reasons a founder chooses from. */
export type FounderRejectionReason = (typeof rejectionReasons)[number];
