import type { StartupInput } from '../../../../shared/startups';

// The post form's draft, kept in the browser so nothing typed is lost; only when under 5MB (spec 1).
const KEY = 'liftoff:post-startup-draft';
const MAX_BYTES = 5 * 1024 * 1024;

export type StartupDraft = { step: 1 | 2; values: Partial<StartupInput> };

export function loadDraft(): StartupDraft | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StartupDraft) : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: StartupDraft) {
  const json = JSON.stringify(draft);
  if (new Blob([json]).size >= MAX_BYTES) return;
  try {
    localStorage.setItem(KEY, json);
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

export function clearDraft() {
  localStorage.removeItem(KEY);
}
