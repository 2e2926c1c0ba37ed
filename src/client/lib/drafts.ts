// Form drafts kept in this browser's localStorage, one set per signed-in member, so that a shared
// browser never shows one account's typing to another. Sign-out removes every draft.

const PREFIX = 'liftoff:draft:';
// Keys of the first drafts, shared by every account on the browser.
const LEGACY_KEY = 'liftoff:post-startup-draft';
const LEGACY_PREFIX = 'liftoff:application-draft:';

/** The key of one draft of `userId`: `liftoff:draft:<userId>:<part>:<part>...`. */
export function draftKey(userId: string, ...parts: string[]): string {
  return `${PREFIX}${[userId, ...parts].join(':')}`;
}

function removeKeys(matches: (key: string) => boolean) {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
      (key): key is string => key !== null && matches(key),
    );
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing to remove.
  }
}

/** Drops the drafts of the time before drafts were per member: nobody can tell whose they were. */
export function removeLegacyDrafts() {
  removeKeys((key) => key === LEGACY_KEY || key.startsWith(LEGACY_PREFIX));
}

/** On sign-out: every draft in this browser (only one member is signed in at a time), old ones too. */
export function clearAllDrafts() {
  removeKeys((key) => key.startsWith(PREFIX) || key === LEGACY_KEY || key.startsWith(LEGACY_PREFIX));
}
