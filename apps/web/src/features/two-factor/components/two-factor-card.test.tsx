import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { TwoFactorStatus } from '@malipo/contracts/two-factor';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { TwoFactorCard } from './two-factor-card';

vi.mock('@/lib/qr-code', () => ({
  renderQrCode: () => Promise.resolve({ pngDataUrl: 'data:image/png;base64,AAAA', svg: '<svg/>' }),
}));

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
const WRONG = 'That code is not right. Check your authenticator app and try again.';

afterEach(() => vi.unstubAllGlobals());

describe('TwoFactorCard', () => {
  it('enrols: QR and secret, a wrong code refused, then the recovery codes once, then on', async () => {
    let status: TwoFactorStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };
    const { requests } = mockFetch(({ url, method, body }) => {
      if (url === '/api/account/two-factor' && method === 'GET') return jsonResponse(status);
      if (url === '/api/account/two-factor/setup') {
        return jsonResponse({
          otpauthUrl: `otpauth://totp/Malipo:a%40b.rw?secret=${SECRET}&issuer=Malipo`,
          secret: SECRET,
        });
      }
      if ((body as { code: string }).code !== '123456') {
        return jsonResponse(
          { error: { code: 'validation_failed', message: WRONG, fields: { code: WRONG } } },
          400,
        );
      }
      status = {
        enabled: true,
        enabledAt: '2026-01-15T10:00:00.000Z',
        recoveryCodesLeft: 10,
        required: false,
      };
      return jsonResponse({ recoveryCodes: CODES });
    });
    renderWithProviders(<TwoFactorCard isOwner={false} businessName="Kigali Crafts" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByAltText('QR code for your authenticator app')).toBeTruthy();
    expect(screen.getByLabelText('Secret key').textContent).toBe(SECRET);

    const codeField = screen.getByLabelText('Enter the 6-digit code from your authenticator app');
    fireEvent.change(codeField, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(WRONG)).toBeTruthy();

    fireEvent.change(codeField, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(CODES[0] ?? '')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('download')).toBe(
      'malipo-recovery-codes.txt',
    );
    expect(requests.filter((r) => r.url === '/api/account/two-factor/enable').map((r) => r.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'I have saved these' }));
    expect(await screen.findByText(/10 recovery codes left/)).toBeTruthy();
    expect(screen.queryByText(CODES[0] ?? '')).toBeNull();
  });

  it('lets only an owner require it of everyone', async () => {
    const status: TwoFactorStatus = { enabled: true, enabledAt: null, recoveryCodesLeft: 9, required: false };
    mockFetch(() => jsonResponse(status));
    const { unmount } = renderWithProviders(<TwoFactorCard isOwner={false} businessName="Kigali Crafts" />);
    expect(await screen.findByText(/9 recovery codes left/)).toBeTruthy();
    expect(screen.queryByLabelText(/Require two-factor sign-in/)).toBeNull();
    unmount();
    renderWithProviders(<TwoFactorCard isOwner businessName="Kigali Crafts" />);
    const toggle = await screen.findByLabelText<HTMLInputElement>(
      /Require two-factor sign-in for everyone at Kigali Crafts/,
    );
    expect(toggle.disabled).toBe(false);
  });

  it("keeps the owner's requirement off until their own two-factor sign-in is on, saying why", async () => {
    mockFetch(() => jsonResponse({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false }));
    renderWithProviders(<TwoFactorCard isOwner businessName="Kigali Crafts" />);
    const toggle = await screen.findByLabelText<HTMLInputElement>(/Require two-factor sign-in/);
    expect(toggle.disabled).toBe(true);
    expect(screen.getByText('Turn it on for yourself first.')).toBeTruthy();
  });
});
