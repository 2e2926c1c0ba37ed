import { z } from 'zod';
import { singleLineText } from './fields';

// Personal API tokens (decision 049): a member's own key for scripts, `Authorization: Bearer`,
// on the routes its scopes allow and nothing else.

export const TOKEN_SCOPES = ['jobs:read', 'jobs:write', 'applications:read', 'applications:write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** What each scope lets a script do, in the words the Settings tab and the API reference use. */
export const TOKEN_SCOPE_DESCRIPTIONS: Record<TokenScope, string> = {
  'jobs:read': 'Read your startups and their positions, and the public jobs board',
  'jobs:write': 'Post new positions for your startups, edit them, and open or close them',
  'applications:read': 'Read the applications your startups received',
  'applications:write': "Change an application's status or move it to one of your stages",
};

/** Tokens one member may hold at once. */
export const MAX_API_TOKENS = 20;
/** Requests one token may make in a minute (its own limit, apart from the browser's). */
export const API_TOKEN_REQUESTS_PER_MINUTE = 600;
/** What every token starts with, so that a leaked one is recognised (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'lft_';
/** The characters of a token kept to tell it apart in the list: the prefix and 4 more. */
export const API_TOKEN_SHOWN_LENGTH = API_TOKEN_PREFIX.length + 4;
/** A whole token: the prefix and 32 random bytes in base64url (43 characters). */
export const API_TOKEN_PATTERN = /^lft_[A-Za-z0-9_-]{43}$/;

export const TOKEN_NAME_MAX = 60;

/** How long a new token works. The form suggests 90 days; a script that leaks then stops working by itself. */
export const TOKEN_EXPIRIES = ['30d', '90d', '1y', 'never'] as const;
export type TokenExpiry = (typeof TOKEN_EXPIRIES)[number];
export const TOKEN_EXPIRY_DAYS: Record<TokenExpiry, number | null> = { '30d': 30, '90d': 90, '1y': 365, never: null };
export const TOKEN_EXPIRY_LABELS: Record<TokenExpiry, string> = {
  '30d': '30 days',
  '90d': '90 days',
  '1y': 'A year',
  never: 'Never',
};
export const DEFAULT_TOKEN_EXPIRY: TokenExpiry = '90d';

export const createApiTokenSchema = z.object({
  name: singleLineText({ error: 'Please give the token a name' })
    .min(1, 'Please give the token a name')
    .max(TOKEN_NAME_MAX, `A token name is at most ${TOKEN_NAME_MAX} characters`),
  scopes: z
    .array(z.enum(TOKEN_SCOPES, { error: 'Unknown scope' }), { error: 'Choose at least one scope' })
    .min(1, 'Choose at least one scope')
    .max(TOKEN_SCOPES.length, 'Choose each scope once')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Choose each scope once'),
  /** Left out: the token works until it is revoked (as before expiry could be chosen). */
  expiry: z
    .enum(TOKEN_EXPIRIES, { error: 'Choose when the token expires' })
    .optional()
    .meta({ description: 'How long the token works: 30d, 90d, 1y or never (the default)' }),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenSchema>;

export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The token's first characters, as shown in the list (`lft_ab12`). */
  prefix: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokensSchema = z.object({ items: z.array(apiTokenSchema) });
/** The one answer that holds the whole token: it is never shown again. */
export const apiTokenCreatedSchema = z.object({
  token: z.string().meta({ description: 'The whole token, shown this once' }),
  item: apiTokenSchema,
});
export const apiTokenRevokedSchema = z.object({ revoked: z.literal(true) });

export const TOKEN_LIMIT_MESSAGE = `You can have at most ${MAX_API_TOKENS} tokens. Revoke one you no longer use first.`;
export const TOKEN_INVALID_MESSAGE =
  'This API token is not valid: it may have been revoked. Create a new one in Settings.';
export const TOKEN_SCOPE_MISSING_MESSAGE = 'An API token cannot be used here.';
export const TOKEN_RATE_LIMITED_MESSAGE = `This API token made more than ${API_TOKEN_REQUESTS_PER_MINUTE} requests in a minute. Please wait and try again.`;
