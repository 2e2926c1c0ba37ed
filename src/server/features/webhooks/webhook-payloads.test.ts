import { describe, expect, it } from 'vitest';
import { isSlackAddress, slackText } from './webhook-payloads';

// Slack's incoming webhooks show `{ text }` as a message (decision 050): a sentence, not the JSON.

const ids = {
  applicationId: '5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e',
  jobId: '1c8e5d2f-4a3b-4f6c-9d0e-2b3c4d5e6f70',
  startupId: '0b7d4c1e-3f2a-4e5b-8c9d-1a2b3c4d5e6f',
};
const timestamp = '2026-11-27T10:00:00.000Z';

describe('Slack', () => {
  it('knows its incoming-webhook addresses', () => {
    expect(isSlackAddress('https://hooks.slack.com/services/T000/B000/XXXX')).toBe(true);
    expect(isSlackAddress('https://hooks.slack.com.example.com/services/T000')).toBe(false);
    expect(isSlackAddress('https://example.com/hooks.slack.com')).toBe(false);
  });

  it('gets a readable sentence for each event', () => {
    expect(
      slackText(
        {
          type: 'application.created',
          timestamp,
          data: { ...ids, jobTitle: 'Founding Engineer', status: 'submitted', isResubmission: false },
        },
        'Liftoff',
      ),
    ).toBe('New application for *Founding Engineer* on Liftoff.');
    expect(
      slackText(
        {
          type: 'application.status_changed',
          timestamp,
          data: { ...ids, jobTitle: 'Designer', status: 'accepted', previousStatus: 'reviewed' },
        },
        'Liftoff',
      ),
    ).toBe('An application for *Designer* moved from Reviewed to Accepted.');
    expect(
      slackText(
        {
          type: 'application.withdrawn',
          timestamp,
          data: { ...ids, jobTitle: 'Designer', status: 'withdrawn', previousStatus: 'submitted' },
        },
        'Liftoff',
      ),
    ).toBe('A candidate withdrew their application for *Designer*.');
    expect(
      slackText(
        { type: 'job.closed', timestamp, data: { jobId: ids.jobId, jobTitle: 'Designer', startupId: ids.startupId } },
        'Liftoff',
      ),
    ).toBe('The position *Designer* is now closed.');
    expect(
      slackText(
        { type: 'webhook.test', timestamp, data: { startupId: ids.startupId, endpointId: ids.jobId, message: 'hi' } },
        'Liftoff',
      ),
    ).toMatch(/^Test event from Liftoff/);
  });
});
