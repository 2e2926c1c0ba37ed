import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { emailOTP, twoFactor } from 'better-auth/plugins';
import { passkey } from '@better-auth/passkey';
import { fieldErrorsFromIssues } from '../../shared/api-error';
import { EMAIL_ALREADY_VERIFIED } from '../../shared/account';
import { RESET_CODE_MINUTES } from '../../shared/auth';
import { signUpSchema, type SignUpData } from '../../shared/sign-up';
import type { Storage } from '../storage/storage';
import { brandFromConfig } from '../email/brand';
import { enqueueEmail } from '../email/outbox';
import { emailCodeEmail } from '../email/templates/email-code';
import { passwordResetEmail } from '../email/templates/password-reset';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, passkeys, rateLimits, sessions, twoFactors, users, verifications } from '../db/schema';
import { currentTransaction, withTransactionScope } from '../db/tx-scope';
import type { Logger } from '../lib/logger';
import { hashPassword, verifyPassword } from './password';
import { extraTrustedOrigins } from './origin';
import { authEndpoints, endpointAt } from './endpoints';
import type { AuthHooks } from './hooks';
import { onCredentialSignUp } from './sign-up';
import { endApiTokensChoice, endTokensWithPassword } from './password-set';
import { refuseSpentCode, TOTP_OPTIONS } from './totp-steps';
import { recordSecurityEvents, refuseSuspended } from './security-events';
import { recordFirstProof } from './address-proved';
import { isListedAdmin } from './actor';
import {
  checkFactorCode,
  factorEventsOfUserUpdate,
  passkeyEventsAfter,
  refusePasskeyElsewhere,
  refuseUnprovenFactorChange,
  relyingParty,
  secondFactorOfNewSession,
  type CodeChecks,
} from './second-factors';
import { BACKUP_CODE_COUNT } from '../../shared/two-factor';

/** The header the app sets from the socket (or a trusted proxy) before better-auth reads the client IP. */
export const CLIENT_IP_HEADER = 'x-liftoff-client-ip';

export type AuthDeps = { db: Db; config: Config; logger: Logger; secret: string; storage?: Storage; hooks: AuthHooks };

// E-mail codes (password reset, address verification, new address): 6 digits, valid RESET_CODE_MINUTES,
// 5 tries, used once, stored hashed (better-auth's e-mail OTP plugin).

export function createAuth({ db, config, logger, secret, storage, hooks }: AuthDeps) {
  // Files of users being deleted, between the moment before and the moment after the rows go.
  const pendingFiles = new Map<string, string[]>();
  // Taking a factor away checks a code through the plugin's own endpoints, known once the auth exists.
  const codeChecks: { api?: CodeChecks } = {};
  const auth = betterAuth({
    appName: config.platformName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    // PUBLIC_URL always; with PUBLIC_URL unset, also the address the request was sent to (auth/origin.ts).
    trustedOrigins: (request) => [config.publicUrl, ...extraTrustedOrigins(config, request)],
    database: drizzleAdapter(withTransactionScope(db), {
      provider: 'pg',
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
        passkey: passkeys,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      // Whoever knew the old password (or held a stolen session) is signed out everywhere by a reset.
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          const files = await hooks.filesOf(db, user.id);
          // better-auth deletes the sessions, the credentials and the user in statements of their own,
          // with no transaction around them. So the account is deleted here, in one transaction with
          // what leaving does to the features (hooks.onDelete): all of it happens, or none of it. The
          // library's own deletes that follow find nothing left (the rows went with the user, by cascade).
          await db.transaction(async (tx) => {
            await hooks.onDelete({ tx, userId: user.id, config, logger });
            await tx.delete(users).where(eq(users.id, user.id));
          });
          pendingFiles.set(user.id, files);
        },
        afterDelete: async (user) => {
          const keys = pendingFiles.get(user.id) ?? [];
          pendingFiles.delete(user.id);
          await Promise.all(keys.map((key) => storage?.delete(key)));
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // Set by the session's maker only (databaseHooks below), never by a request's body.
      additionalFields: { secondFactorAt: { type: 'date', required: false, input: false } },
    },
    rateLimit: {
      enabled: config.authRateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: Object.fromEntries(
        authEndpoints.flatMap((endpoint) => (endpoint.rateLimit ? [[endpoint.path, endpoint.rateLimit]] : [])),
      ),
    },
    advanced: {
      // joins: the session and its user in one query on every signed-in request (schema/auth.ts relations).
      database: { generateId: 'uuid', joins: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // better-auth turns these checks off under a test runner; our tests must see what production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, message),
    },
    // An unexpected error (a failed query) leaves better-auth instead of becoming its own bare 500 (and
    // a console line): the app answers it as any route's, 503 with Retry-After while the database is
    // away (decision 015), else 500 with a log line. Its expected refusals stay its own answers.
    onAPIError: { throw: true },
    hooks: {
      // The same shared schema as the form, with the spec's messages, before better-auth sees the body.
      before: createAuthMiddleware(async (ctx) => {
        const endpoint = endpointAt(ctx.path);
        if (endpoint?.isPasskeyCeremony) refusePasskeyElsewhere(ctx, config);
        if (endpoint?.changesFactors) await refuseUnprovenFactorChange(ctx, db, (user) => isListedAdmin(user, config));
        const schema = endpoint?.body;
        if (!schema) return;
        const result = schema.safeParse(ctx.body ?? {});
        if (!result.success) {
          const fields = fieldErrorsFromIssues(result.error.issues);
          throw new APIError('BAD_REQUEST', { message: Object.values(fields)[0], code: 'VALIDATION_ERROR', fields });
        }
        if (ctx.path === '/sign-up/email') {
          const input = result.data as SignUpData;
          return { context: { body: { ...input, name: `${input.firstName} ${input.lastName}` } } };
        }
        if (endpoint.checksFactorCode)
          await checkFactorCode(ctx, result.data as { password?: string; code?: string }, () => codeChecks.api!);
        if (endpoint.isExactBody) {
          // better-auth merges a returned body into the sent one, so the keys the schema does not name go here.
          const sent = ctx.body as Record<string, unknown>;
          for (const key of Object.keys(sent)) if (!(key in (result.data as object))) delete sent[key];
          // An authenticator code counts once, wherever it is typed (decision 055).
          if (ctx.path === '/two-factor/verify-totp')
            return { context: { body: await refuseSpentCode(ctx, db, result.data as { code: string }) } };
          return { context: { body: result.data } };
        }
        const body = { ...(ctx.body as object), ...(result.data as object) };
        // A changed password ends every other session, whatever the caller asked for; the API tokens
        // only when the member asked (decision 055).
        if (ctx.path === '/change-password')
          return {
            context: {
              body: { ...body, revokeOtherSessions: true },
              headers: endApiTokensChoice(result.data as { endApiTokens?: boolean }),
            },
          };
        if (endpoint?.isOwnAddress) {
          const session = await getSessionFromCtx(ctx);
          if (!session) throw new APIError('UNAUTHORIZED', { message: 'User not authenticated', code: 'UNAUTHORIZED' });
          if (session.user.emailVerified)
            throw new APIError('BAD_REQUEST', { message: EMAIL_ALREADY_VERIFIED, code: 'EMAIL_ALREADY_VERIFIED' });
          return { context: { body: { ...body, email: session.user.email, type: 'email-verification' } } };
        }
        return { context: { body } };
      }),
      // Sign-ins (and from which device), passwords set: the member's security events; a
      // passkey registered or removed (decision 046).
      after: createAuthMiddleware(async (ctx) => {
        await recordSecurityEvents(ctx, {
          db,
          ipHeader: CLIENT_IP_HEADER,
          secureCookies: config.publicUrl.startsWith('https://'),
        });
        await passkeyEventsAfter(db, CLIENT_IP_HEADER)(ctx);
      }),
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: RESET_CODE_MINUTES * 60,
        allowedAttempts: 5,
        disableSignUp: true,
        storeOTP: 'hashed',
        // A new account gets a code to confirm its address; the member may use the platform meanwhile.
        sendVerificationOnSignUp: true,
        // A new address takes effect only once the code sent to it comes back (account.routes.ts).
        changeEmail: { enabled: true },
        // The code goes out through the outbox like every other e-mail.
        sendVerificationOTP: async ({ email, otp, type }) => {
          const brand = brandFromConfig(config);
          if (type === 'forget-password') {
            const rendered = passwordResetEmail(brand, {
              code: otp,
              resetUrl: `${config.publicUrl}/reset-password?email=${encodeURIComponent(email)}`,
              minutes: RESET_CODE_MINUTES,
            });
            await enqueueEmail(db, { template: 'password_reset', to: email, ...rendered });
          } else if (type === 'email-verification' || type === 'change-email') {
            const purpose = type === 'email-verification' ? 'verify' : 'change';
            const rendered = emailCodeEmail(brand, {
              code: otp,
              minutes: RESET_CODE_MINUTES,
              purpose,
              appUrl: `${config.publicUrl}/startups`,
            });
            await enqueueEmail(db, {
              template: purpose === 'verify' ? 'email_verification' : 'email_change',
              to: email,
              ...rendered,
            });
          }
        },
      }),
      // The authenticator app: turned on by the password, on once a code confirms it (decision 046).
      twoFactor({
        issuer: config.platformName,
        totpOptions: TOTP_OPTIONS,
        backupCodeOptions: { amount: BACKUP_CODE_COUNT, length: 10 },
      }),
      // Passkeys, also a way to sign in without the password. Relying party: PUBLIC_URL's host.
      passkey(relyingParty(config)),
    ],
    databaseHooks: {
      session: {
        create: {
          // Whichever way a member signs in (password, passkey, second factor), a suspended one gets no session.
          // And the session notes whether it proved a second factor: administrator powers need it (decision 048).
          before: async (session, ctx) => {
            await refuseSuspended(db, session.userId);
            return { data: { ...session, secondFactorAt: secondFactorOfNewSession(ctx) } };
          },
        },
      },
      user: {
        update: {
          // An address proved for the first time: its event, once, so the welcome goes then (decision 056).
          before: async (user, ctx) => recordFirstProof(db, user, ctx),
          after: async (user, ctx) => factorEventsOfUserUpdate(db, CLIENT_IP_HEADER, user, ctx),
        },
      },
      account: {
        update: {
          // A reset's new password (and a change's, when asked) ends the member's API tokens with it.
          before: async (account, ctx) => {
            await endTokensWithPassword(account, ctx, hooks, CLIENT_IP_HEADER);
          },
        },
        create: {
          // Sign-up creates the user, then its credential account, inside one better-auth transaction.
          // This runs in that transaction, after the user row exists: the profile commits with the user
          // or, when it fails, takes the user down with it.
          before: async (account, ctx) => {
            // A reset of an account with no password yet creates its credential account instead.
            if (account.providerId === 'credential') await endTokensWithPassword(account, ctx, hooks, CLIENT_IP_HEADER);
            if (account.providerId !== 'credential' || ctx?.path !== '/sign-up/email') return;
            const input = signUpSchema.parse(ctx.body);
            await onCredentialSignUp({
              tx: currentTransaction(),
              userId: account.userId,
              input,
              logger,
              onSignUp: hooks.onSignUp,
            });
          },
        },
      },
    },
  });
  codeChecks.api = auth.api;
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
