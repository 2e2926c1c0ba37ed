import type { StartupInput } from '../../../../shared/startups';
import { draftKey, removeLegacyDrafts } from '../../../lib/drafts';

// The post form's draft, kept in the browser so nothing typed is lost; only when under 5MB.
// One per member (lib/drafts.ts), removed at sign-out.
const key = (userId: string) => draftKey(userId, 'startup');
const MAX_BYTES = 5 * 1024 * 1024;

export type StartupDraft = { step: 1 | 2; values: Partial<StartupInput> };

export function loadDraft(userId: string): StartupDraft | null {
  removeLegacyDrafts();
  try {
    const raw = localStorage.getItem(key(userId));
    return raw ? (JSON.parse(raw) as StartupDraft) : null;
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, draft: StartupDraft) {
  const json = JSON.stringify(draft);
  if (new Blob([json]).size >= MAX_BYTES) return;
  try {
    localStorage.setItem(key(userId), json);
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

export function clearDraft(userId: string) {
  try {
    localStorage.removeItem(key(userId));
  } catch {
    // Storage disabled: nothing was kept.
  }
}
