import { draftKey, removeLegacyDrafts } from '../../lib/drafts';

// The answers typed for one job, kept in the browser until the application is sent.
// The resume file itself cannot be kept: browsers do not let a page store a chosen file.
// One per member and job (lib/drafts.ts), removed at sign-out.
/** `questionAnswers`: the answers to the position's own questions, by question id. */
export type Draft = {
  startupCultureAnswer: string;
  problemSolvingAnswer: string;
  questionAnswers: Record<string, string>;
};
const EMPTY: Draft = { startupCultureAnswer: '', problemSolvingAnswer: '', questionAnswers: {} };
const key = (userId: string, jobId: string) => draftKey(userId, 'application', jobId);

export function loadApplicationDraft(userId: string | undefined, jobId: string): Draft {
  removeLegacyDrafts();
  if (!userId) return EMPTY;
  try {
    const saved = JSON.parse(localStorage.getItem(key(userId, jobId)) ?? '{}') as Partial<Draft>;
    return { ...EMPTY, ...saved, questionAnswers: { ...saved.questionAnswers } };
  } catch {
    return EMPTY;
  }
}

export function saveApplicationDraft(userId: string | undefined, jobId: string, draft: Draft) {
  if (!userId) return;
  try {
    localStorage.setItem(key(userId, jobId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: only the draft is lost, never the form.
  }
}

export function clearApplicationDraft(userId: string | undefined, jobId: string) {
  if (!userId) return;
  try {
    localStorage.removeItem(key(userId, jobId));
  } catch {
    // Storage disabled: nothing was kept.
  }
}
