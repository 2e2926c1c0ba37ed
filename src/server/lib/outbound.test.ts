import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { isAllowedAddress, OutboundError, postOutbound } from './outbound';

// The one way out to an address a member typed (decision 050), against a real server on 127.0.0.1.

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const loopback = { allowLoopback: true, timeoutMs: 2_000 };
const post = (url: string, rules = loopback) =>
  postOutbound(url, { headers: { 'content-type': 'application/json' }, body: '{}' }, rules);

describe('addresses', () => {
  it('allows public unicast only (loopback too when asked), v4-mapped v6 seen as v4', () => {
    for (const address of ['93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isAllowedAddress(address, { allowLoopback: false }), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd12::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ]) {
      expect(isAllowedAddress(address, { allowLoopback: false }), address).toBe(false);
    }
    expect(isAllowedAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isAllowedAddress('::1', { allowLoopback: true })).toBe(true);
    expect(isAllowedAddress('10.0.0.1', { allowLoopback: true })).toBe(false);
  });

  it('checks the resolved address of a name: localhost is refused unless loopback is allowed', async () => {
    await expect(
      post(`https://localhost:${receiver.port}/hook`, { allowLoopback: false, timeoutMs: 2_000 }),
    ).rejects.toThrow(/private network/);
    await expect(
      post(`http://localhost:${receiver.port}/hook`, { allowLoopback: false, timeoutMs: 2_000 }),
    ).rejects.toThrow(/Only https/);
    expect(receiver.received).toHaveLength(0);
    expect((await post(`http://localhost:${receiver.port}/hook`)).status).toBe(200);
    expect(receiver.received).toHaveLength(1);
  });
});

describe('answers', () => {
  it('gives up after the timeout', async () => {
    receiver.answerWith(() => 'hang');
    const started = Date.now();
    const error = await post(receiver.url(), { allowLoopback: true, timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundError);
    expect((error as Error).message).toBe('No answer in time');
    expect(Date.now() - started).toBeLessThan(2_000);
    receiver.reset();
  });

  it('reads only the start of a large answer', async () => {
    receiver.answerWith(() => ({ status: 200, body: 'x'.repeat(2 * 1024 * 1024) }));
    const answer = await postOutbound(
      receiver.url(),
      { headers: {}, body: '{}' },
      { ...loopback, maxResponseBytes: 1024 },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(1024);
    receiver.reset();
  });
});
