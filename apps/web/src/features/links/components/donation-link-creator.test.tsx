import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DonationLink } from '@malipo/contracts/donations';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { DonationLinkCreator } from './donation-link-creator';

const ROUTE = '/dashboard/create-link/donation';

const created: DonationLink = {
  id: 'don123',
  title: 'School library fund',
  description: '',
  goalMinor: 500000,
  currency: 'RWF',
  thankYouMessage: 'Thank you for your donation!',
  redirectUrl: null,
  status: 'active',
  raisedMinor: 0,
  donationsCount: 0,
  goalProgress: 0,
  createdAt: '2026-01-01T10:00:00.000Z',
  path: '/donate/don123',
};

function renderCreator() {
  return renderWithProviders(<DonationLinkCreator />, { route: ROUTE, path: ROUTE });
}

const input = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Create Donation Link' }) as HTMLButtonElement;

afterEach(() => vi.unstubAllGlobals());

describe('DonationLinkCreator', () => {
  it('keeps Create disabled until both title and goal are filled', () => {
    mockFetch(() => jsonResponse({}));
    renderCreator();
    expect(submit().disabled).toBe(true);
    fireEvent.change(input(/^Title/), { target: { value: 'School library fund' } });
    expect(submit().disabled).toBe(true);
    fireEvent.change(input(/^Goal Amount/), { target: { value: '1000' } });
    expect(submit().disabled).toBe(false);
    fireEvent.change(input(/^Title/), { target: { value: '   ' } });
    expect(submit().disabled).toBe(true);
  });

  it('offers the donation currencies, USD first, and the default thank-you message as placeholder', () => {
    mockFetch(() => jsonResponse({}));
    renderCreator();
    const currency = screen.getByLabelText('Currency') as HTMLSelectElement;
    expect(currency.value).toBe('USD');
    expect([...currency.options].map((option) => option.value)).toEqual(['USD', 'EUR', 'GBP', 'RWF']);
    expect(input(/^Thank-you message/).placeholder).toBe('Thank you for your donation!');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard/create-link');
  });

  it('sends a 5,000 RWF goal as 5000 minor units and goes to the donation link list', async () => {
    const { requests } = mockFetch(() => jsonResponse(created, 201));
    renderCreator();
    fireEvent.change(input(/^Title/), { target: { value: 'School library fund' } });
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'RWF' } });
    fireEvent.change(input(/^Goal Amount/), { target: { value: '5,000' } });
    expect(screen.getByTestId('preview-goal').textContent).toBe('Goal RWF 5,000');
    fireEvent.click(submit());
    await waitFor(() => expect(screen.getByText('Navigated to /dashboard/donation-links')).toBeTruthy());
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/donation-links',
      body: { title: 'School library fund', goalMinor: 5000, currency: 'RWF' },
    });
    expect(await screen.findByText('Donation link created')).toBeTruthy();
  });

  it('sends a USD goal of 10.50 as 1050 and shows server field errors next to the fields', async () => {
    const { requests } = mockFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'Invalid request body',
            fields: { goalMinor: 'Goal is too large', redirectUrl: 'Enter a valid web address' },
          },
        },
        400,
      ),
    );
    renderCreator();
    fireEvent.change(input(/^Title/), { target: { value: 'Clean water' } });
    fireEvent.change(input(/^Goal Amount/), { target: { value: '10.50' } });
    fireEvent.click(submit());
    expect(await screen.findByText('Goal is too large')).toBeTruthy();
    expect(screen.getByText('Enter a valid web address')).toBeTruthy();
    expect(input(/^Goal Amount/).getAttribute('aria-invalid')).toBe('true');
    expect(requests[0]?.body).toMatchObject({ goalMinor: 1050, currency: 'USD' });
  });

  it('refuses decimals an RWF goal cannot have, without calling the API', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse({}));
    renderCreator();
    fireEvent.change(input(/^Title/), { target: { value: 'Clean water' } });
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'RWF' } });
    fireEvent.change(input(/^Goal Amount/), { target: { value: '100.5' } });
    fireEvent.click(submit());
    expect(await screen.findByText('RWF amounts have no decimals')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
