import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '../../../shared/fields';
import { ITEM_REMOVED } from '../../../shared/moderation';
import type { Profile } from '../../../shared/profiles';
import { profiles } from '../../db/schema';
import { applicationForm, imageForm, JPEG_1X1, largePng, PNG_1X1, WEBP_1X1 } from '../../testing/images';
import { postJobOk, postStartupOk } from '../../testing/startups';
import { reinstate, suspend } from '../../testing/suspension';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ProfileBody = { profile: Profile };
type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

const validUpdate = {
  firstName: 'Maya',
  lastName: 'Chen',
  country: 'SG',
  phoneNumber: '6123 4567',
  headline: 'Building tools for climate founders',
  bio: 'Two-time founder.',
  roleType: 'employee',
  roleTitle: 'Product Lead',
  institution: 'Acme',
  skills: ['Product', 'SQL'],
  githubUrl: 'https://github.com/maya',
  linkedinUrl: 'https://www.linkedin.com/in/maya-chen',
};

async function signedIn(overrides = {}, options: { verified?: boolean } = {}) {
  const caller = t.client();
  const user = await caller.signUp(overrides, options);
  return { caller, user };
}

function uploadedFiles(userId: string): string[] {
  const dir = path.join(t.uploadsDir, 'avatars', userId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('reading profiles', () => {
  it('refuses a signed-out caller with 401', async () => {
    const { user } = await signedIn();
    for (const url of ['/api/profiles/me', `/api/profiles/${user.id}`]) {
      const response = await t.client().request(url);
      expect(response.status, url).toBe(401);
      expect(await response.json()).toEqual({ error: { message: 'User not authenticated', code: 'UNAUTHENTICATED' } });
    }
  });

  it('gives the owner their whole profile, e-mail and phone included', async () => {
    const { caller, user } = await signedIn({ firstName: 'Owen' });
    const response = await caller.request('/api/profiles/me');
    expect(response.status).toBe(200);
    const { profile } = (await response.json()) as ProfileBody;
    // Typed as '201 555 0123' with the United States: stored and sent in E.164 (decision 023).
    expect(user.phoneNumber).toBe('201 555 0123');
    expect(profile).toMatchObject({
      id: user.id,
      firstName: 'Owen',
      email: user.email,
      phoneNumber: '+12015550123',
      isOwn: true,
      roleType: 'student',
    });
    expect(new Date(profile.createdAt).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("shows another user's profile without their e-mail or phone", async () => {
    const { user: other } = await signedIn({ firstName: 'Olga' });
    const { caller } = await signedIn();
    const { profile } = (await (await caller.request(`/api/profiles/${other.id}`)).json()) as ProfileBody;
    expect(profile).toMatchObject({ id: other.id, firstName: 'Olga', email: null, phoneNumber: null, isOwn: false });
  });

  it('honours "Show my profile to other members": others see only the name, except the admin and founders applied to', async () => {
    const { caller: hidden, user: hiddenUser } = await signedIn({ firstName: 'Hana' });
    expect((await hidden.request(`/api/profiles/${hiddenUser.id}`, { method: 'PUT', json: validUpdate })).status).toBe(
      200,
    );
    const settings = {
      emailNotifications: true,
      statusUpdates: true,
      jobRecommendations: true,
      followedStartups: true,
      messageEmails: true,
      hiringReminders: true,
      applicationDigest: true,
      showProfile: false,
      allowMessages: true,
    };
    expect((await hidden.request('/api/account/settings', { method: 'PUT', json: settings })).status).toBe(200);
    const read = async (caller: ReturnType<TestApp['client']>) =>
      ((await (await caller.request(`/api/profiles/${hiddenUser.id}`)).json()) as ProfileBody).profile;

    const { caller: stranger } = await signedIn();
    expect(await read(stranger)).toMatchObject({
      firstName: 'Maya',
      lastName: 'Chen',
      isPrivate: true,
      bio: '',
      headline: '',
      skills: [],
      githubUrl: null,
      linkedinUrl: null,
      roleTitle: '',
    });
    expect(await read(hidden)).toMatchObject({ bio: 'Two-time founder.', isPrivate: false, isOwn: true });
    const { caller: admin } = await signedIn({ email: 'admin@example.com' }, { verified: true });
    expect(await read(admin)).toMatchObject({ bio: 'Two-time founder.', isPrivate: false });

    const { caller: founder } = await signedIn();
    const startup = await postStartupOk(founder);
    const job = await postJobOk(founder, startup.id);
    expect((await read(founder)).isPrivate).toBe(true);
    expect((await hidden.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(201);
    expect(await read(founder)).toMatchObject({ bio: 'Two-time founder.', isPrivate: false });

    // Turned back on, everyone sees it again.
    await hidden.request('/api/account/settings', { method: 'PUT', json: { ...settings, showProfile: true } });
    expect(await read(stranger)).toMatchObject({ bio: 'Two-time founder.', isPrivate: false });
  });

  it('is gone for other members while its member is suspended, and back once reinstated', async () => {
    const { user: member } = await signedIn({ firstName: 'Sasha' });
    const { caller: stranger } = await signedIn();
    await suspend(t, member.id);
    const gone = await stranger.request(`/api/profiles/${member.id}`);
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as ErrorBody).error.message).toBe(ITEM_REMOVED);
    await reinstate(t, member.id);
    expect((await stranger.request(`/api/profiles/${member.id}`)).status).toBe(200);
  });

  it('answers a missing profile with 404 and a malformed id with 400', async () => {
    const { caller } = await signedIn();
    const missing = await caller.request('/api/profiles/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { message: 'Profile not found', code: 'NOT_FOUND' } });
    const malformed = await caller.request('/api/profiles/not-an-id');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorBody).error.message).toBe('Invalid profile ID');
  });
});

describe('updating a profile', () => {
  it('lets the owner update every field, and the account name follows', async () => {
    const { caller, user } = await signedIn();
    const response = await caller.request(`/api/profiles/${user.id}`, {
      method: 'PUT',
      json: { ...validUpdate, skills: ['  Product ', 'SQL'] },
    });
    expect(response.status).toBe(200);
    const { profile } = (await response.json()) as ProfileBody;
    expect(profile).toMatchObject({ ...validUpdate, phoneNumber: '+6561234567', skills: ['Product', 'SQL'] });
    const session = (await (await caller.request('/api/account/session')).json()) as { user: { firstName: string } };
    expect(session.user.firstName).toBe('Maya');
  });

  it('moves a profile to any country with a number of that country, stored in E.164 (decision 023)', async () => {
    const { caller, user } = await signedIn();
    const response = await caller.request(`/api/profiles/${user.id}`, {
      method: 'PUT',
      json: { ...validUpdate, country: 'DE', phoneNumber: '01512 3456789' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as ProfileBody).profile).toMatchObject({
      country: 'DE',
      phoneNumber: '+4915123456789',
    });
    // Saved again unchanged, as the form sends it back: the same number.
    const again = await caller.request(`/api/profiles/${user.id}`, {
      method: 'PUT',
      json: { ...validUpdate, country: 'DE', phoneNumber: '+4915123456789' },
    });
    expect(((await again.json()) as ProfileBody).profile.phoneNumber).toBe('+4915123456789');
    // A number of the old country does not follow the profile to its new one.
    const stale = await caller.request(`/api/profiles/${user.id}`, {
      method: 'PUT',
      json: { ...validUpdate, country: 'BR', phoneNumber: '+4915123456789' },
    });
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as ErrorBody).error.fields).toEqual({
      phoneNumber: 'Please enter a valid phone number for Brazil',
    });
  });

  it('keeps a number stored before E.164 when the phone is left out, and stores it in E.164 once it is sent and valid', async () => {
    const { caller, user } = await signedIn();
    // The old rule took 6 to 15 digits whatever the country: such a number may be no number at all.
    await t.db.update(profiles).set({ phoneNumber: '555 0100 200', country: 'US' }).where(eq(profiles.id, user.id));
    const { phoneNumber: _left, ...withoutPhone } = validUpdate;
    const kept = await caller.request(`/api/profiles/${user.id}`, {
      method: 'PUT',
      json: { ...withoutPhone, country: 'US', headline: 'Still here' },
    });
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as ProfileBody).profile).toMatchObject({
      country: 'US',
      phoneNumber: '555 0100 200',
      headline: 'Still here',
    });
    // Sent, it is checked like any other number.
    const sent = await caller.request(`/api/profiles/${user.id}`, {
      method: 'PUT',
      json: { ...validUpdate, country: 'US', phoneNumber: '555 0100 200' },
    });
    expect(sent.status).toBe(400);
    expect(((await sent.json()) as ErrorBody).error.fields).toEqual({
      phoneNumber: 'Please enter a valid phone number for United States',
    });
    // An old number that is a valid one of its country is stored in E.164 when saved.
    await t.db.update(profiles).set({ phoneNumber: '20 7946 0958', country: 'GB' }).where(eq(profiles.id, user.id));
    const saved = await caller.request(`/api/profiles/${user.id}`, {
      method: 'PUT',
      json: { ...validUpdate, country: 'GB', phoneNumber: '20 7946 0958' },
    });
    expect(((await saved.json()) as ProfileBody).profile.phoneNumber).toBe('+442079460958');
  });

  it('stores empty links as none', async () => {
    const { caller, user } = await signedIn();
    const response = await caller.request(`/api/profiles/${user.id}`, {
      method: 'PUT',
      json: { ...validUpdate, githubUrl: '', linkedinUrl: '' },
    });
    const { profile } = (await response.json()) as ProfileBody;
    expect(profile.githubUrl).toBeNull();
    expect(profile.linkedinUrl).toBeNull();
  });

  it('refuses control characters in one-line fields and skills, and keeps line breaks in the bio', async () => {
    const { caller, user } = await signedIn();
    for (const change of [
      { headline: 'Null\u0000byte' },
      { roleTitle: 'Tab\there' },
      { skills: ['SQL\u001b'] },
      { githubUrl: 'https://github.com/a\u0000' },
      { bio: 'Escape \u001b[2J' },
    ]) {
      const response = await caller.request(`/api/profiles/${user.id}`, {
        method: 'PUT',
        json: { ...validUpdate, ...change },
      });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
    const response = await caller.request(`/api/profiles/${user.id}`, {
      method: 'PUT',
      json: { ...validUpdate, bio: 'Founder.\n\nAlso a climber.' },
    });
    expect(((await response.json()) as ProfileBody).profile.bio).toBe('Founder.\n\nAlso a climber.');
  });

  it("refuses to change another user's profile with 403, whatever the body says", async () => {
    const { user: victim } = await signedIn({ firstName: 'Victor' });
    const { caller } = await signedIn();
    const response = await caller.request(`/api/profiles/${victim.id}`, {
      method: 'PUT',
      json: { ...validUpdate, firstName: 'Hacked' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { message: 'You can only change your own profile.', code: 'FORBIDDEN' },
    });
    const { profile } = (await (await caller.request(`/api/profiles/${victim.id}`)).json()) as ProfileBody;
    expect(profile.firstName).toBe('Victor');
  });

  it('refuses a signed-out caller with 401', async () => {
    const { user } = await signedIn();
    const response = await t.client().request(`/api/profiles/${user.id}`, { method: 'PUT', json: validUpdate });
    expect(response.status).toBe(401);
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', 'X', 'Last name must be at least 2 characters'],
    ['country', '', 'Please select a country'],
    ['country', 'XK', 'Please select a country'],
    ['phoneNumber', '', 'Phone number is required'],
    ['phoneNumber', '12-34', 'Please enter at least 6 digits'],
    ['phoneNumber', '123-4567', 'Please enter a valid phone number for Singapore'],
    ['phoneNumber', '+49 1512 3456789', 'Please enter a valid phone number for Singapore'],
    ['roleType', 'founder', 'Please choose A Student or A Professional'],
    ['githubUrl', 'https://gitlab.com/maya', 'GitHub URL must start with https://github.com/'],
    ['githubUrl', 'github.com/maya', 'GitHub URL must start with https://github.com/'],
    [
      'linkedinUrl',
      'https://www.linkedin.com/company/acme',
      'LinkedIn URL must be a profile address like https://www.linkedin.com/in/your-name',
    ],
    [
      'linkedinUrl',
      'https://evil.example/in/maya',
      'LinkedIn URL must be a profile address like https://www.linkedin.com/in/your-name',
    ],
    ['skills', ['SQL', 'sql'], 'Each skill can be added only once'],
    ['headline', 'x'.repeat(121), 'Headline must be at most 120 characters'],
    ['bio', 'x'.repeat(2001), 'Bio must be at most 2000 characters'],
  ])('answers a bad %s with 400 and its message', async (field, value, message) => {
    const { caller, user } = await signedIn();
    const response = await caller.request(`/api/profiles/${user.id}`, {
      method: 'PUT',
      json: { ...validUpdate, [field]: value },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.fields?.[field]).toBe(message);
    expect(body.error.message).toBe(message);
  });
});

describe('avatar upload', () => {
  it.each([
    ['PNG', PNG_1X1, 'image/png', 'png'],
    ['JPEG', JPEG_1X1, 'image/jpeg', 'jpg'],
    ['WebP', WEBP_1X1, 'image/webp', 'webp'],
  ])('stores a %s and serves it with its type and a long cache', async (_label, bytes, type, extension) => {
    const { caller, user } = await signedIn();
    const response = await caller.request(`/api/profiles/${user.id}/avatar`, {
      method: 'PUT',
      form: imageForm('avatar', bytes, `me.${extension}`, type),
    });
    expect(response.status).toBe(200);
    const { avatarUrl } = (await response.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(new RegExp(`^/files/avatars/${user.id}/\\d+-[0-9a-f]+\\.${extension}$`));

    const file = await t.app.request(avatarUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(type);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);

    const { profile } = (await (await caller.request('/api/profiles/me')).json()) as ProfileBody;
    expect(profile.avatarUrl).toBe(avatarUrl);
  });

  it('refuses an image over 2MB with the spec message and stores nothing', async () => {
    const { caller, user } = await signedIn();
    const response = await caller.request(`/api/profiles/${user.id}/avatar`, {
      method: 'PUT',
      form: imageForm('avatar', largePng(2 * 1024 * 1024), 'big.png', 'image/png'),
    });
    expect([400, 413]).toContain(response.status);
    expect(((await response.json()) as ErrorBody).error.message).toBe('Image must be less than 2MB');
    expect(uploadedFiles(user.id)).toEqual([]);
  });

  it('refuses a file that only pretends to be a PNG, by its content', async () => {
    const { caller, user } = await signedIn();
    const fake = Buffer.from('<svg onload="alert(1)"></svg> definitely not a png');
    const response = await caller.request(`/api/profiles/${user.id}/avatar`, {
      method: 'PUT',
      form: imageForm('avatar', fake, 'photo.png', 'image/png'),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.message).toBe('Image must be JPEG, PNG, or WebP format');
    expect(uploadedFiles(user.id)).toEqual([]);
    const { profile } = (await (await caller.request('/api/profiles/me')).json()) as ProfileBody;
    expect(profile.avatarUrl).toBeNull();
  });

  it('deletes the old file when the avatar is replaced', async () => {
    const { caller, user } = await signedIn();
    const first = (await (
      await caller.request(`/api/profiles/${user.id}/avatar`, {
        method: 'PUT',
        form: imageForm('avatar', PNG_1X1, 'a.png', 'image/png'),
      })
    ).json()) as { avatarUrl: string };
    const second = (await (
      await caller.request(`/api/profiles/${user.id}/avatar`, {
        method: 'PUT',
        form: imageForm('avatar', JPEG_1X1, 'b.jpg', 'image/jpeg'),
      })
    ).json()) as { avatarUrl: string };
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect(uploadedFiles(user.id)).toEqual([path.basename(second.avatarUrl)]);
    expect((await t.app.request(first.avatarUrl)).status).toBe(404);
  });

  it('removes the avatar and its file', async () => {
    const { caller, user } = await signedIn();
    await caller.request(`/api/profiles/${user.id}/avatar`, {
      method: 'PUT',
      form: imageForm('avatar', PNG_1X1, 'a.png', 'image/png'),
    });
    const response = await caller.request(`/api/profiles/${user.id}/avatar`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(uploadedFiles(user.id)).toEqual([]);
  });

  it("refuses an upload to another user's profile, and a signed-out one, storing nothing", async () => {
    const { user: victim } = await signedIn();
    const { caller } = await signedIn();
    const forbidden = await caller.request(`/api/profiles/${victim.id}/avatar`, {
      method: 'PUT',
      form: imageForm('avatar', PNG_1X1, 'a.png', 'image/png'),
    });
    expect(forbidden.status).toBe(403);
    const signedOut = await t.client().request(`/api/profiles/${victim.id}/avatar`, {
      method: 'PUT',
      form: imageForm('avatar', PNG_1X1, 'a.png', 'image/png'),
    });
    expect(signedOut.status).toBe(401);
    const deleting = await caller.request(`/api/profiles/${victim.id}/avatar`, { method: 'DELETE' });
    expect(deleting.status).toBe(403);
    expect(uploadedFiles(victim.id)).toEqual([]);
  });
});

describe('cross-site requests', () => {
  it('refuses an upload posted from another origin, even with the cookie', async () => {
    const { caller, user } = await signedIn();
    const response = await caller.request(`/api/profiles/${user.id}/avatar`, {
      method: 'PUT',
      form: imageForm('avatar', PNG_1X1, 'a.png', 'image/png'),
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(uploadedFiles(user.id)).toEqual([]);
  });
});

describe('public files', () => {
  it('serves only public folders, and nothing outside the uploads folder', async () => {
    for (const url of [
      '/files/resumes/00000000-0000-4000-8000-000000000000/1-a.pdf',
      '/files/avatars/..%2F..%2Fetc/passwd.png',
      '/files/avatars/00000000-0000-4000-8000-000000000000/missing.png',
      '/files/avatars/x/y.exe',
    ]) {
      const response = await t.app.request(url);
      expect(response.status, url).toBe(404);
    }
  });
});
