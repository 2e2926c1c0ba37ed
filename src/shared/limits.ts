// The product's limits as plain numbers, in a module without zod: the rules use them, and the
// marketing pages (FAQs, contact) state them without loading the validation code.

/** Startups one user may own during the MVP phase. */
export const MAX_STARTUPS_PER_OWNER = 3;
/** Largest resume PDF accepted. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** Longest answer to an application question, in words. */
export const ANSWER_MAX_WORDS = 500;
/** How long a password reset code sent by e-mail works. */
export const RESET_CODE_MINUTES = 10;
