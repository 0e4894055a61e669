import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { createLink } from './payment-helpers';
import { PNG_1X1, uploadLogo } from './logo-upload';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const JPEG_HEAD = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const branding = {
  businessName: 'Amani Crafts',
  logoUrl: null,
  primaryColor: '#10B981',
  secondaryColor: '#047857',
};

describe('settings', () => {
  it('branding is saved server-side and applied to every payer page of the merchant', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie);
    const res = await t.request('PUT', '/api/settings/branding', { cookie, body: branding });
    expect(res.json()).toEqual(branding);
    expect((await t.request('GET', '/api/settings', { cookie })).json().branding).toEqual(branding);
    expect((await t.request('GET', `/api/public/payment-links/${linkId}`)).json().merchant).toEqual({
      ...branding,
      mode: 'test',
    });
  });

  it('an empty business name, a bad colour and a javascript: logo URL are refused', async () => {
    const { cookie } = await t.signUp();
    const res = await t.request('PUT', '/api/settings/branding', {
      cookie,
      body: {
        businessName: ' ',
        logoUrl: 'javascript:alert(1)',
        primaryColor: 'blue',
        secondaryColor: '#047857',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['businessName', 'logoUrl', 'primaryColor']);
    expect(res.json().error.fields.businessName).toBe('Business Name is required');
  });

  it('a PNG or JPEG logo upload is sniffed, stored and served to payer pages', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie);
    const png = await uploadLogo(t, cookie, PNG_1X1);
    expect(png.statusCode).toBe(200);
    const logoUrl = png.json().logoUrl as string;
    expect(logoUrl).toMatch(/^\/api\/public\/logos\/mer_\w+\?v=\d+$/);
    expect((await t.request('GET', `/api/public/payment-links/${linkId}`)).json().merchant.logoUrl).toBe(
      logoUrl,
    );
    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);

    const jpeg = await uploadLogo(t, cookie, JPEG_HEAD, 'photo.jpg', 'image/jpeg');
    expect(jpeg.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: jpeg.json().logoUrl })).headers['content-type']).toBe(
      'image/jpeg',
    );
  });

  it.each([
    ['an SVG, even when named .png', SVG, 'Upload a PNG or JPG image'],
    ['a text file declared as a PNG', Buffer.from('hello, not an image'), 'Upload a PNG or JPG image'],
    [
      'a file over 2 MB',
      Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]),
      'Logo must be 2 MB or smaller',
    ],
  ])('refuses %s and keeps the current logo', async (_label, bytes, message) => {
    const { cookie } = await t.signUp();
    const res = await uploadLogo(t, cookie, bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.file).toBe(message);
    expect((await t.request('GET', '/api/settings', { cookie })).json().branding.logoUrl).toBeNull();
  });

  it("removing the logo deletes the upload; another merchant's logo path cannot be claimed", async () => {
    const owner = await t.signUp();
    const url = (await uploadLogo(t, owner.cookie, PNG_1X1)).json().logoUrl as string;
    const thief = await t.signUp();
    const claim = await t.request('PUT', '/api/settings/branding', {
      cookie: thief.cookie,
      body: { ...branding, logoUrl: url },
    });
    expect(claim.statusCode).toBe(400);
    expect(
      (await t.request('DELETE', '/api/settings/logo', { cookie: owner.cookie })).json().logoUrl,
    ).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('the time zone must be a real IANA zone', async () => {
    const { cookie } = await t.signUp();
    expect(
      (await t.request('PUT', '/api/settings/time-zone', { cookie, body: { timeZone: 'Mars/Olympus' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.request('PUT', '/api/settings/time-zone', { cookie, body: { timeZone: 'Africa/Nairobi' } }))
        .statusCode,
    ).toBe(204);
    expect((await t.request('GET', '/api/settings', { cookie })).json().timeZone).toBe('Africa/Nairobi');
  });
});

describe('account', () => {
  it('renames the user', async () => {
    const { cookie } = await t.signUp();
    const res = await t.request('PATCH', '/api/account', { cookie, body: { name: 'Neema Otieno' } });
    expect(res.json().user.name).toBe('Neema Otieno');
    expect((await t.request('GET', '/api/auth/me', { cookie })).json().user.name).toBe('Neema Otieno');
  });

  it('changes the password only with the current one, and signs out other sessions', async () => {
    const { cookie, email } = await t.signUp();
    const other = await t.request('POST', '/api/auth/login', {
      body: { email, password: 'correct-horse-9' },
    });
    const otherCookie = other.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    const wrong = await t.request('POST', '/api/account/password', {
      cookie,
      body: { currentPassword: 'not-it', newPassword: 'new-password-42' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe('Your current password is not correct');

    const ok = await t.request('POST', '/api/account/password', {
      cookie,
      body: { currentPassword: 'correct-horse-9', newPassword: 'new-password-42' },
    });
    expect(ok.statusCode).toBe(204);
    expect((await t.request('GET', '/api/auth/me', { cookie })).statusCode).toBe(200);
    expect((await t.request('GET', '/api/auth/me', { cookie: otherCookie })).statusCode).toBe(401);
    const oldLogin = await t.request('POST', '/api/auth/login', {
      body: { email, password: 'correct-horse-9' },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.request('POST', '/api/auth/login', {
      body: { email, password: 'new-password-42' },
    });
    expect(newLogin.statusCode).toBe(200);
  });
});
