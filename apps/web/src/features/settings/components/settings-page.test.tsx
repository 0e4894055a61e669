import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

describe('SettingsPage', () => {
  it('has a Developers section linking to API keys and webhooks', async () => {
    mockFetch(() => jsonResponse(SETTINGS));
    renderSettings();
    const link = await screen.findByRole('link', { name: 'API keys and webhooks' });
    expect(link.getAttribute('href')).toBe('/dashboard/developers');
  });

  it('disables Save with an empty business name and reads "Saving..." while the request is pending', async () => {
    const { requests } = mockFetch((request) =>
      request.method === 'PUT' ? new Promise<Response>(() => {}) : jsonResponse(SETTINGS),
    );
    renderSettings();
    const name = (await screen.findByLabelText('Business Name *')) as HTMLInputElement;
    const branding = within(screen.getByRole('form', { name: 'Branding' }));
    const save = () => branding.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ }) as HTMLButtonElement;
    expect(save().textContent).toBe('Save');
    expect(save().disabled).toBe(false);

    fireEvent.change(name, { target: { value: '   ' } });
    expect(save().disabled).toBe(true);

    fireEvent.change(name, { target: { value: 'Kigali Crafts' } });
    fireEvent.click(save());
    await waitFor(() => expect(save().textContent).toBe('Saving...'));
    expect(save().disabled).toBe(true);
    expect(requests.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/settings/branding',
      body: {
        businessName: 'Kigali Crafts',
        logoUrl: null,
        primaryColor: '#3B82F6',
        secondaryColor: '#1D4ED8',
      },
    });
  });

  it('choosing a preset theme presses it and recolours the preview before saving', async () => {
    const { requests } = mockFetch(() => jsonResponse(SETTINGS));
    renderSettings();
    const ocean = await screen.findByRole('button', { name: 'Ocean Blue' });
    expect(ocean.getAttribute('aria-pressed')).toBe('true');
    const preview = screen.getByTestId('branding-preview');
    expect(preview.style.getPropertyValue('--m-accent')).toBe('#1D4ED8');

    fireEvent.click(screen.getByRole('button', { name: 'Purple Dream' }));

    expect(screen.getByRole('button', { name: 'Purple Dream' }).getAttribute('aria-pressed')).toBe('true');
    expect(ocean.getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText('Primary colour') as HTMLInputElement).value).toBe('#8B5CF6');
    expect(preview.style.getPropertyValue('--m-accent')).toBe('#6D28D9');
    expect(preview.style.getPropertyValue('--m-accent-end')).toBe('#8B5CF6');
    expect(requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('shows the server message next to the current password when it is wrong', async () => {
    mockFetch((request) =>
      request.url === '/api/account/password'
        ? jsonResponse(
            {
              error: {
                code: 'validation_failed',
                message: 'Invalid request',
                fields: { currentPassword: 'Current password is wrong' },
              },
            },
            400,
          )
        : jsonResponse(SETTINGS),
    );
    renderSettings();
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'nope' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is wrong')).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });
});
