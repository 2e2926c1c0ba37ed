// The answers typed for one job, kept in the browser until the application is sent (spec 1, apply flow).
// The resume file itself cannot be kept: browsers do not let a page store a chosen file.
type Draft = { startupCultureAnswer: string; problemSolvingAnswer: string };
const key = (jobId: string) => `liftoff:application-draft:${jobId}`;

export function loadApplicationDraft(jobId: string): Draft {
  try {
    return { startupCultureAnswer: '', problemSolvingAnswer: '', ...(JSON.parse(localStorage.getItem(key(jobId)) ?? '{}') as Partial<Draft>) };
  } catch {
    return { startupCultureAnswer: '', problemSolvingAnswer: '' };
  }
}

export function saveApplicationDraft(jobId: string, draft: Draft) {
  try {
    localStorage.setItem(key(jobId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: only the draft is lost, never the form.
  }
}

export function clearApplicationDraft(jobId: string) {
  localStorage.removeItem(key(jobId));
}
