import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisableTotpInput, EnableTotpAnswer, PasskeyRow, RemovePasskeyInput } from '../../../shared/two-factor';
import { getJson, postJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

// better-auth's two-factor and passkey endpoints (decision 046), as the sign-in page, Settings and the
// admin area's setup page use them.

export const enableTotp = (password: string) => postJson<EnableTotpAnswer>('/api/auth/two-factor/enable', { password });
/** Confirms the app while signed in, or finishes a sign-in that waits for its code. */
export const verifyTotp = (code: string) => postJson('/api/auth/two-factor/verify-totp', { code });
export const verifyBackupCode = (code: string) => postJson('/api/auth/two-factor/verify-backup-code', { code });
export const disableTotp = (input: DisableTotpInput) => postJson('/api/auth/two-factor/disable', input);
export const regenerateBackupCodes = (password: string) =>
  postJson<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', { password });

/** The browser makes a passkey for this site (its own dialog), and the server keeps its public key. */
export async function addPasskey(name: string) {
  const optionsJSON = await getJson<PublicKeyCredentialCreationOptionsJSON>(
    '/api/auth/passkey/generate-register-options',
  );
  const response = await startRegistration({ optionsJSON });
  await postJson('/api/auth/passkey/verify-registration', { response, name });
}

/** Signs in with a passkey, no password: the browser offers the passkeys it holds for this site. */
export async function signInWithPasskey() {
  const optionsJSON = await getJson<PublicKeyCredentialRequestOptionsJSON>(
    '/api/auth/passkey/generate-authenticate-options',
  );
  const response = await startAuthentication({ optionsJSON });
  await postJson('/api/auth/passkey/verify-authentication', { response });
}

export const renamePasskey = (id: string, name: string) => postJson('/api/auth/passkey/update-passkey', { id, name });
export const removePasskey = (input: RemovePasskeyInput) => postJson('/api/auth/passkey/delete-passkey', input);

export function usePasskeys(userId: string) {
  return useQuery({
    queryKey: queryKeys.passkeys(userId),
    queryFn: () => getJson<PasskeyRow[]>('/api/auth/passkey/list-user-passkeys'),
  });
}

/** After a factor changes: the session (whether the app is on, the admin gate) and the passkeys are asked again. */
export function useFactorsChanged(userId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.session }),
      queryClient.invalidateQueries({ queryKey: queryKeys.passkeys(userId) }),
    ]);
}

/** The browser's refusal of a passkey dialog, in the person's words. */
export function passkeyErrorText(error: unknown, fallback: string): string | null {
  const name = (error as { name?: string; cause?: { name?: string } } | null)?.name;
  const cause = (error as { cause?: { name?: string } } | null)?.cause?.name;
  if (
    name === 'NotAllowedError' ||
    cause === 'NotAllowedError' ||
    (error as { code?: string } | null)?.code === 'ERROR_CEREMONY_ABORTED'
  )
    return null;
  if (
    cause === 'InvalidStateError' ||
    (error as { code?: string } | null)?.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'
  )
    return 'This device already has a passkey for your account.';
  return fallback;
}
