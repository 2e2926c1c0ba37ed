import { createHash } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { knownDevices } from '../db/schema';

// Which sign-ins a member is told of (decision 056). A device is known by its cookie or, for a client
// that keeps none (a script, a private window), by its place: the same browser from the same network.
// Both are rows of known_devices, a place's hash taken over "place:", the browser and the network.

/** The network an address belongs to: a home or office keeps its IPv4 /24 and its IPv6 /48 from day to day. */
export function networkOf(ip: string | null): string {
  if (!ip || !ipaddr.isValid(ip)) return 'unknown';
  const address = ipaddr.process(ip);
  const bits = address.kind() === 'ipv4' ? 24 : 48;
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`);
  return `${network.toString()}/${bits}`;
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');
export const cookieHash = (deviceId: string) => hash(deviceId);
export const placeHash = (userAgent: string | null, ip: string | null) =>
  hash(`place:${userAgent ?? ''}\n${networkOf(ip)}`);

export type SignInDevice = { userId: string; deviceId: string; userAgent: string | null; ip: string | null };

/**
 * Records the sign-in's device (its cookie) and place, and answers whether the sign-in is new by both.
 * A row's `inserted` comes from its own upsert, so of two sign-ins at once from one new place only one
 * finds it new. A member with no row at all (an account from before devices were recorded) is not told
 * of the first one, which every such member would otherwise be at their next sign-in.
 */
export async function rememberSignInDevice(db: DbOrTx, device: SignInDevice): Promise<{ isNewDevice: boolean }> {
  const { userId, userAgent } = device;
  const result = (await db.execute(sql`
    with had as (select exists (select 1 from ${knownDevices} where user_id = ${userId}) as any_device),
    seen as (
      insert into ${knownDevices} (user_id, device_hash, user_agent)
      values (${userId}, ${cookieHash(device.deviceId)}, ${userAgent}), (${userId}, ${placeHash(userAgent, device.ip)}, ${userAgent})
      on conflict (user_id, device_hash) do update set last_seen_at = now(), user_agent = excluded.user_agent
      returning (xmax = 0) as inserted)
    select (had.any_device and bool_and(seen.inserted)) as is_new from seen, had group by had.any_device`)) as unknown as {
    rows: { is_new: boolean }[];
  };
  return { isNewDevice: result.rows[0]?.is_new ?? false };
}

/**
 * Claims the day's notice of a new device for its place: at most one e-mail a day per place, however
 * many sign-ins come at once (the row's update is the claim; a second one finds it taken).
 */
export async function claimNewDeviceNotice(
  db: DbOrTx,
  device: Pick<SignInDevice, 'userId' | 'userAgent' | 'ip'>,
): Promise<boolean> {
  const claimed = (await db.execute(sql`
    update ${knownDevices} set notified_at = now()
    where user_id = ${device.userId} and device_hash = ${placeHash(device.userAgent, device.ip)}
      and (notified_at is null or notified_at < now() - interval '1 day')
    returning 1`)) as unknown as { rows: unknown[] };
  return claimed.rows.length > 0;
}
