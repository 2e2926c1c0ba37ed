import { describe, expect, it } from 'vitest';
import { notificationLinks, subjectOfLink } from './paths';

const id = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('subjectOfLink', () => {
  it('names the interview, application or position a notification opens', () => {
    expect(subjectOfLink(notificationLinks.interview(id))).toEqual({ kind: 'interview', id });
    expect(subjectOfLink(notificationLinks.myApplication(id))).toEqual({ kind: 'application', id });
    expect(subjectOfLink(notificationLinks.applicant(id))).toEqual({ kind: 'application', id });
    expect(subjectOfLink(notificationLinks.job(id))).toEqual({ kind: 'job', id });
  });

  it('has nothing to say of other links, or of ids that are not ids', () => {
    for (const link of [
      null,
      '',
      notificationLinks.invitations(),
      '/jobs/for-you',
      '/interviews/not-an-id',
      'https://elsewhere.example/interviews/' + id,
      '/dashboard?tab=applications',
    ]) {
      expect(subjectOfLink(link)).toBeNull();
    }
  });
});
