import { describe, expect, it } from 'vitest';
import { interviewEmail } from './interview';
import { welcomeEmail } from './welcome';
import type { Brand } from './layout';

// Every template renders through Layout, whose `title` is required: the type checker holds the others.
const brand: Brand = {
  platformName: 'Liftoff',
  supportEmail: 'support@liftoff.dev',
  logoUrl: 'https://liftoff.dev/logo-email.png',
  publicUrl: 'https://liftoff.dev',
};

const titleOf = (html: string) => html.match(/<head>[\s\S]*<title>([^<]*)<\/title>[\s\S]*<\/head>/)?.[1];

describe('an e-mail as a document', () => {
  it('has its subject as its title, escaped, in a head with its encoding', () => {
    const welcome = welcomeEmail(brand, { name: 'Ada <Lovelace> & co', loginUrl: 'https://liftoff.dev/login' });
    expect(titleOf(welcome.html)).toBe('Welcome to Liftoff, Ada &lt;Lovelace&gt; &amp; co!');
    expect(welcome.html).toMatch(/^<!doctype html><html lang="en"><head><meta charSet="utf-8"\/>/);
    const interview = interviewEmail(brand, {
      name: 'Ada',
      subject: 'Interview booked: Engineer',
      lead: 'Booked.',
      facts: { when: null, how: 'Video call', where: null, note: null },
      action: { label: 'Open', url: 'https://liftoff.dev' },
    });
    expect(titleOf(interview.html)).toBe(interview.subject);
  });
});
