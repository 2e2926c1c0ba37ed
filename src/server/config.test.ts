import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '../shared/app-config';
import { loadConfig } from './config';
import { renderIndexHtml } from './static';

const ada = {
  name: 'Ada Lovelace',
  role: 'Co-founder & CTO',
  bio: 'Wrote the first program.',
  linkedin: 'https://www.linkedin.com/in/ada',
};

function pageConfig(env: NodeJS.ProcessEnv): ClientConfig {
  const html = renderIndexHtml('<head></head><!--app-config-->', loadConfig(env));
  const json = new RegExp(`<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">(.*)</script>`).exec(
    html,
  )![1]!;
  return JSON.parse(json.replace(/\\u003c/g, '<')) as ClientConfig;
}

describe('contact addresses', () => {
  it('shows one address everywhere: SUPPORT_EMAIL unless CONTACT_EMAIL is set', () => {
    expect(loadConfig({})).toMatchObject({ supportEmail: 'support@liftoff.dev', contactEmail: 'support@liftoff.dev' });
    expect(loadConfig({ SUPPORT_EMAIL: 'help@rocket.club' })).toMatchObject({
      supportEmail: 'help@rocket.club',
      contactEmail: 'help@rocket.club',
    });
    expect(loadConfig({ SUPPORT_EMAIL: 'help@rocket.club', CONTACT_EMAIL: 'team@rocket.club' })).toMatchObject({
      supportEmail: 'help@rocket.club',
      contactEmail: 'team@rocket.club',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://rocket.club' })).toMatchObject({
      supportEmail: 'support@rocket.club',
      contactEmail: 'support@rocket.club',
    });
  });
});

describe('TEAM_MEMBERS', () => {
  it('is the example team (undefined) while unset or blank', () => {
    expect(loadConfig({}).team).toBeUndefined();
    expect(loadConfig({ TEAM_MEMBERS: '  ' }).team).toBeUndefined();
  });

  it('reads a JSON array of people, trimmed, with only the links they have', () => {
    const team = loadConfig({
      TEAM_MEMBERS: JSON.stringify([
        { ...ada, name: '  Ada Lovelace ' },
        { name: 'Grace Hopper', role: 'Engineer', bio: 'Found a moth.' },
      ]),
    }).team;
    expect(team).toEqual([ada, { name: 'Grace Hopper', role: 'Engineer', bio: 'Found a moth.' }]);
  });

  it('may be empty, which hides the team', () => {
    expect(loadConfig({ TEAM_MEMBERS: '[]' }).team).toEqual([]);
  });

  it('refuses what is not JSON, not a list of people, or links that are not https', () => {
    expect(() => loadConfig({ TEAM_MEMBERS: '{name: Ada}' })).toThrow(/TEAM_MEMBERS: Must be JSON/);
    expect(() => loadConfig({ TEAM_MEMBERS: JSON.stringify(ada) })).toThrow(/TEAM_MEMBERS/);
    expect(() => loadConfig({ TEAM_MEMBERS: JSON.stringify([{ ...ada, bio: '' }]) })).toThrow(/person 1, bio/);
    expect(() =>
      loadConfig({ TEAM_MEMBERS: JSON.stringify([ada, { ...ada, github: 'javascript:alert(1)' }]) }),
    ).toThrow(/person 2, github: Use an https:\/\/ address/);
    expect(() => loadConfig({ TEAM_MEMBERS: JSON.stringify([{ ...ada, x: 'http://x.com/ada' }]) })).toThrow(
      /person 1, x/,
    );
    // A misspelt key would silently drop a link: it is refused instead.
    expect(() =>
      loadConfig({ TEAM_MEMBERS: JSON.stringify([{ ...ada, linkdin: 'https://www.linkedin.com/in/ada' }]) }),
    ).toThrow(/linkdin/);
  });
});

describe('social links', () => {
  it('keeps only the networks that are set, an empty value counting as unset', () => {
    expect(loadConfig({}).socialLinks).toEqual({});
    expect(
      loadConfig({ SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/liftoff', SOCIAL_X_URL: '' }).socialLinks,
    ).toEqual({ linkedin: 'https://www.linkedin.com/company/liftoff' });
  });

  it('refuses an address that is not https on a real domain', () => {
    expect(() => loadConfig({ SOCIAL_GITHUB_URL: 'github.com/liftoff' })).toThrow(
      /SOCIAL_GITHUB_URL: Use an https:\/\/ address/,
    );
    expect(() => loadConfig({ SOCIAL_X_URL: 'javascript:alert(1)' })).toThrow(/SOCIAL_X_URL/);
  });
});

describe('the configuration the page carries', () => {
  it('hands the browser the team, the social links and the one contact address', () => {
    expect(
      pageConfig({
        TEAM_MEMBERS: JSON.stringify([ada]),
        SOCIAL_GITHUB_URL: 'https://github.com/liftoff',
        CONTACT_EMAIL: 'team@rocket.club',
      }),
    ).toMatchObject({
      contactEmail: 'team@rocket.club',
      team: [ada],
      social: { github: 'https://github.com/liftoff' },
    });
    expect(pageConfig({})).toMatchObject({ team: null, social: {} });
  });

  it('keeps a configured text from closing the script element', () => {
    const html = renderIndexHtml(
      '<!--app-config-->',
      loadConfig({ TEAM_MEMBERS: JSON.stringify([{ ...ada, bio: '</script><script>alert(1)</script>' }]) }),
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('WEB_CONCURRENCY', () => {
  const postgres = { DATABASE_URL: 'postgres://liftoff@db.internal/liftoff' };

  it('runs one server process per core on PostgreSQL unless set, and as many as it says when set', () => {
    expect(loadConfig(postgres)).toMatchObject({
      webConcurrency: availableParallelism(),
      webConcurrencyAsked: undefined,
    });
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '' })).toMatchObject({
      webConcurrency: availableParallelism(),
      webConcurrencyAsked: undefined,
    });
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '3' })).toMatchObject({
      webConcurrency: 3,
      webConcurrencyAsked: 3,
    });
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
  });

  it('is always 1 on the embedded database, which one process must own, remembering what was asked', () => {
    expect(loadConfig({})).toMatchObject({ webConcurrency: 1, webConcurrencyAsked: undefined });
    expect(loadConfig({ WEB_CONCURRENCY: '4' })).toMatchObject({ webConcurrency: 1, webConcurrencyAsked: 4 });
  });

  it('refuses what is not a whole number of processes from 1 to 256', () => {
    for (const value of ['0', '-2', '1.5', 'auto', '257'])
      expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe('ATS_API_BASES', () => {
  it('replaces each named ATS base, and nothing unset', () => {
    expect(loadConfig({}).atsApiBases).toEqual({});
    expect(
      loadConfig({ ATS_API_BASES: 'greenhouse=http://127.0.0.1:4000, ashby=http://127.0.0.1:4001/' }).atsApiBases,
    ).toEqual({ greenhouse: 'http://127.0.0.1:4000', ashby: 'http://127.0.0.1:4001' });
  });

  it('refuses an unknown ATS, an address with a path, and any use in production', () => {
    expect(() => loadConfig({ ATS_API_BASES: 'workday=http://127.0.0.1:4000' })).toThrow(/ATS_API_BASES/);
    expect(() => loadConfig({ ATS_API_BASES: 'lever=http://127.0.0.1:4000/v0' })).toThrow(/ATS_API_BASES/);
    expect(() => loadConfig({ ATS_API_BASES: 'lever=http://127.0.0.1:4000', NODE_ENV: 'production' })).toThrow(
      /ATS_API_BASES is for tests and development only/,
    );
  });
});
