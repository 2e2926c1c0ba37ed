import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildJob } from '../../seed/factories';
import { postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Pay in any ISO 4217 currency (decision 061): a position takes every currency a salary is paid in, and
// the board's minimum-pay filter matches per currency, never converting.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { fields?: Record<string, string> } };

describe('the currency of a position', () => {
  it('takes any ISO 4217 currency, and refuses a metal, a test code or an unknown one', async () => {
    const owner = t.client();
    await owner.signUp();
    const startup = await postStartupOk(owner);
    const post = (currency: string, amount = 100) =>
      owner.request(`/api/startups/${startup.id}/jobs`, {
        json: {
          ...buildJob(),
          title: `Pay in ${currency}`,
          compensationType: 'Paid',
          compensationCurrency: currency,
          compensationAmountMin: amount,
          compensationAmountMax: null,
          compensationPeriod: 'Year',
        },
      });
    for (const currency of ['XAU', 'XTS', 'ABC', 'usd']) {
      const refused = await post(currency);
      expect(refused.status, currency).toBe(400);
      expect(((await refused.json()) as ErrorBody).error.fields?.compensationCurrency).toBe('Please select a currency');
    }
    for (const [currency, amount] of [
      ['JPY', 9_000_000],
      ['INR', 2_400_000],
      ['CHF', 120_000],
    ] as const) {
      const created = await post(currency, amount);
      expect(created.status, currency).toBe(201);
      expect(((await created.json()) as { job: { compensationCurrency: string } }).job.compensationCurrency).toBe(
        currency,
      );
    }
    // The filter matches in the currency asked for only: 9,000,000 yen is not read as dollars, nor 120,000 francs as yen.
    const board = async (query: string) =>
      ((await (await t.client().request(`/api/jobs?${query}`)).json()) as { items: { title: string }[] }).items.map(
        (i) => i.title,
      );
    expect(await board('minPay=5000000&currency=JPY&period=Year')).toEqual(['Pay in JPY']);
    expect(await board('minPay=100000&currency=CHF&period=Year')).toEqual(['Pay in CHF']);
    expect(await board('minPay=100000&currency=USD&period=Year')).not.toContain('Pay in JPY');
  });
});
