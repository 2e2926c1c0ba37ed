/**
 * Every code an API error answer carries, with its status. A code is a stable name the client may
 * match (post-startup-page waits for STARTUP_LIMIT), so it is added, never renamed. `hasRetryAfter`:
 * the answer says in a Retry-After header when to ask again. Codes from better-auth's own answers under
 * /api/auth (INVALID_PASSWORD, USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL...) are its own and pass through.
 */
export const ERROR_CODES = {
  INVALID_INPUT: { status: 400 },
  UNSUBSCRIBE_LINK_INVALID: { status: 400 },
  UNAUTHENTICATED: { status: 401 },
  /** A bearer token that is malformed, unknown, revoked or expired, or whose member is suspended (decision 049). */
  TOKEN_INVALID: { status: 401 },
  FORBIDDEN: { status: 403 },
  ACCOUNT_SUSPENDED: { status: 403 },
  CANNOT_REPORT_OWN: { status: 403 },
  INVALID_ORIGIN: { status: 403 },
  MESSAGES_CLOSED: { status: 403 },
  /** An ADMIN_EMAILS administrator without a second factor (decision 046): the admin pages set one up. */
  SECOND_FACTOR_REQUIRED: { status: 403 },
  /** A valid API token on a route its scopes do not open, or one no token opens (decision 049). */
  TOKEN_SCOPE_MISSING: { status: 403 },
  NOT_FOUND: { status: 404 },
  /** The ATS has no public job board by that name. */
  ATS_BOARD_NOT_FOUND: { status: 404 },
  ALREADY_APPLIED: { status: 409 },
  APPLICATION_REJECTED: { status: 409 },
  APPLICATION_WITHDRAWN: { status: 409 },
  EMAIL_IN_USE: { status: 409 },
  FOLLOW_LIMIT: { status: 409 },
  HIDDEN_FROM_LIMIT: { status: 409 },
  INVITATION_EXISTS: { status: 409 },
  INVITATION_ANSWERED: { status: 409 },
  INTERVIEW_OPEN: { status: 409 },
  INTERVIEW_CLOSED: { status: 409 },
  JOB_ALERT_EXISTS: { status: 409 },
  JOB_ALERT_LIMIT: { status: 409 },
  JOB_CLOSED: { status: 409 },
  JOB_LIMIT: { status: 409 },
  ALREADY_REPORTED: { status: 409 },
  KEPT_RESUME_LIMIT: { status: 409 },
  MESSAGE_LIMIT: { status: 409 },
  NOTE_LIMIT: { status: 409 },
  SLOT_TAKEN: { status: 409 },
  SLUG_TAKEN: { status: 409 },
  TOKEN_LIMIT: { status: 409 },
  STAGE_LIMIT: { status: 409 },
  STAGE_NAME_TAKEN: { status: 409 },
  STARTUP_LIMIT: { status: 409 },
  /** A startup has its 10 webhook endpoints (decision 050). */
  WEBHOOK_LIMIT: { status: 409 },
  UNSUBSCRIBE_LINK_EXPIRED: { status: 410 },
  /** A startup, position or profile hidden by moderation: gone, not merely missing. */
  REMOVED: { status: 410 },
  PAYLOAD_TOO_LARGE: { status: 413 },
  RATE_LIMITED: { status: 429, hasRetryAfter: true },
  INVITATION_LIMIT: { status: 429 },
  REPORT_LIMIT: { status: 429 },
  TOO_MANY_UNUSED_UPLOADS: { status: 429 },
  /**
   * The ATS's job board API failed us: no answer in time, a refusal, a limit, or JSON not as
   * documented. Retry-After passes on the board's own, when it gave one.
   */
  ATS_UNAVAILABLE: { status: 502, hasRetryAfter: true },
  SERVICE_BUSY: { status: 503, hasRetryAfter: true },
} as const satisfies Record<string, { status: number; hasRetryAfter?: boolean }>;

export type ErrorCode = keyof typeof ERROR_CODES;
