import { describe, expect, it } from 'vitest';
import { assertDeliverableUrl, isPrivateAddress, type ResolveHost } from './url-guard';

const resolveTo =
  (...addresses: string[]): ResolveHost =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const guard = (resolve: ResolveHost, allowPrivate = false) => ({
  allowPrivate,
  resolve,
  ownOrigin: 'https://pay.malipo.example',
});

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.4.2',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    'not-an-ip',
  ])('%s is private, local or reserved', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe('assertDeliverableUrl', () => {
  const publicHost = resolveTo('93.184.216.34');

  it('accepts an https URL whose host resolves to public addresses only', async () => {
    await expect(
      assertDeliverableUrl('https://hooks.example.com/malipo', guard(publicHost)),
    ).resolves.toBeUndefined();
  });

  it.each([
    'http://127.0.0.1/hook',
    'http://10.1.2.3/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]:8080/hook',
    'http://[fd12:3456::1]/hook',
    'http://[::ffff:7f00:1]/hook',
  ])('refuses the private literal %s', async (url) => {
    await expect(assertDeliverableUrl(url, guard(publicHost))).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { url: expect.stringContaining('public internet address') },
    });
  });

  it('refuses a host when any of its addresses is private', async () => {
    const mixed = resolveTo('93.184.216.34', '10.0.0.7');
    await expect(assertDeliverableUrl('https://hooks.example.com/', guard(mixed))).rejects.toMatchObject({
      code: 'validation_failed',
    });
  });

  it('refuses a host that does not resolve, and Malipo itself', async () => {
    const nowhere: ResolveHost = () => Promise.reject(new Error('ENOTFOUND'));
    await expect(assertDeliverableUrl('https://nowhere.example/', guard(nowhere))).rejects.toMatchObject({
      fields: { url: expect.stringContaining('could not be found') },
    });
    await expect(
      assertDeliverableUrl('https://pay.malipo.example/api/x', guard(publicHost)),
    ).rejects.toMatchObject({ fields: { url: expect.stringContaining('Malipo itself') } });
  });

  it('allows private addresses when configured, but never other schemes', async () => {
    const loopback = guard(resolveTo('127.0.0.1'), true);
    await expect(assertDeliverableUrl('http://localhost:4000/hook', loopback)).resolves.toBeUndefined();
    await expect(assertDeliverableUrl('file:///etc/passwd', loopback)).rejects.toMatchObject({
      code: 'validation_failed',
    });
  });
});
