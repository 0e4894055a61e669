import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Settings } from '@malipo/contracts/settings';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { SettingsPage } from './settings-page';

const SETTINGS: Settings = {
  branding: {
    businessName: 'Demo Merchant',
    logoUrl: null,
    primaryColor: '#3B82F6',
    secondaryColor: '#1D4ED8',
  },
  timeZone: 'Africa/Kigali',
  account: { name: 'Demo User', email: 'demo@malipo.dev', phone: null },
  merchantCode: 'MLP-7K3Q9X',
};

function renderSettings() {
  return renderWithProviders(<SettingsPage />, { route: '/dashboard/settings', path: '/dashboard/settings' });
}

afterEach(() => vi.unstubAllGlobals());

describe('Settings: how others pay and send to you', () => {
  it('shows the merchant code with a copy button that confirms the copy', async () => {
    mockFetch(() => jsonResponse(SETTINGS));
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderSettings();
    expect((await screen.findByLabelText('Your merchant code')).textContent).toBe('MLP-7K3Q9X');
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('MLP-7K3Q9X');
  });

  it('saves the phone number and shows the server message when another account has it', async () => {
    const { requests } = mockFetch((request) =>
      request.url === '/api/account/phone'
        ? jsonResponse(
            {
              error: {
                code: 'conflict',
                message: 'Another account uses this phone number',
                fields: { phone: 'Another account uses this phone number' },
              },
            },
            409,
          )
        : jsonResponse(SETTINGS),
    );
    renderSettings();
    const phone = await screen.findByLabelText('Phone number');
    fireEvent.change(phone, { target: { value: '+250 788 123 456' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Your phone number' }));
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Another account uses this phone number').length).toBeGreaterThan(0);
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      url: '/api/account/phone',
      body: { phone: '+250 788 123 456' },
    });
  });
});
