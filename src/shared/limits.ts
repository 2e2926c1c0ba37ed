// The product's limits as plain numbers, in a module without zod: the rules use them, and the
// marketing pages (FAQs, contact) state them without loading the validation code.

/** Startups one user may own during the MVP phase. */
export const MAX_STARTUPS_PER_OWNER = 3;
/** Positions one startup may have, open or closed. */
export const MAX_JOBS_PER_STARTUP = 25;
/** Longest skill on a profile. */
export const SKILL_MAX_LENGTH = 40;
/** Most skills on a profile. */
export const SKILLS_MAX = 30;
/** Largest resume PDF accepted. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** Longest answer to an application question, in words. */
export const ANSWER_MAX_WORDS = 500;
/** Longest answer to an application question, in characters (500 long words, not 500 megabytes). */
export const ANSWER_MAX_CHARS = 5000;
/** Longest contact form message, in characters. */
export const CONTACT_MESSAGE_MAX_CHARS = 5000;
/** Largest blog post body, in characters of HTML. */
export const BLOG_CONTENT_MAX_CHARS = 200_000;
/** Largest request body outside the upload routes (JSON and forms), in bytes. */
export const REQUEST_BODY_MAX_BYTES = 1024 * 1024;
/** A founder hears about repeated applications to one job from one person at most this often. */
export const REAPPLY_NOTICE_INTERVAL_HOURS = 24;
/** How long a password reset code sent by e-mail works. */
export const RESET_CODE_MINUTES = 10;
/** A candidate gets at most one status e-mail per application in this many minutes; the latest status wins. */
export const STATUS_EMAIL_INTERVAL_MINUTES = 10;
/** Status changes a startup's owner makes across its applications in an hour (each one of a bulk change counts). */
export const STATUS_CHANGES_PER_STARTUP_PER_HOUR = 500;
/** A startup's own pipeline stages, between the spec's Reviewed and Accepted (decision 044). */
export const OWN_STAGES_MAX = 8;
