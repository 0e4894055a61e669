import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { subscriptionLink } from '@/test/subscription-fixtures';
import { SubscriptionLinkCreator } from './subscription-link-creator';

const ROUTE = '/dashboard/create-link/subscription';

function renderCreator() {
  return renderWithProviders(<SubscriptionLinkCreator />, { route: ROUTE, path: ROUTE });
}

const input = (name: RegExp | string) => screen.getByLabelText(name) as HTMLInputElement;
const select = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;
const submit = () => screen.getByRole('button', { name: 'Create Subscription Link' }) as HTMLButtonElement;
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('SubscriptionLinkCreator', () => {
  it('keeps Create disabled until both title and amount are filled', () => {
    mockFetch(() => jsonResponse({}));
    renderCreator();
    expect(submit().disabled).toBe(true);
    change(input(/^Title/), 'Premium Membership');
    expect(submit().disabled).toBe(true);
    change(input(/^Amount/), '29.99');
    expect(submit().disabled).toBe(false);
    change(input(/^Title/), '  ');
    expect(submit().disabled).toBe(true);
  });

  it('starts monthly with 0 trial days in USD, offers the four cycles, and Back returns to Create Link', () => {
    mockFetch(() => jsonResponse({}));
    renderCreator();
    expect(select('Billing cycle').value).toBe('monthly');
    expect([...select('Billing cycle').options].map((option) => option.textContent)).toEqual([
      'Weekly',
      'Monthly',
      'Quarterly',
      'Yearly',
    ]);
    expect(input(/^Trial days/).value).toBe('0');
    expect([...select('Currency').options].map((option) => option.value)).toEqual([
      'USD',
      'EUR',
      'GBP',
      'RWF',
    ]);
    expect(input(/^Thank-you message/).placeholder).toBe('Thank you for subscribing!');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard/create-link');
  });

  it('previews the price per period and the trial, then sends 29.99 weekly with 7 trial days', async () => {
    const { requests } = mockFetch(() => jsonResponse(subscriptionLink(), 201));
    renderCreator();
    change(input(/^Title/), 'Premium Membership');
    change(input(/^Amount/), '29.99');
    change(select('Billing cycle'), 'weekly');
    change(input(/^Trial days/), '7');
    expect(screen.getByTestId('preview-price').textContent).toBe('$29.99per week');
    expect(screen.getByText('7 days free')).toBeTruthy();
    fireEvent.click(submit());
    await waitFor(() => expect(screen.getByText('Navigated to /dashboard/subscription-links')).toBeTruthy());
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/subscription-links',
      body: {
        title: 'Premium Membership',
        amountMinor: 2999,
        currency: 'USD',
        billingCycle: 'weekly',
        trialDays: 7,
      },
    });
    expect(await screen.findByText('Subscription link created')).toBeTruthy();
  });

  it('refuses trial days that are negative or not whole, without calling the API', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse({}));
    renderCreator();
    change(input(/^Title/), 'Premium Membership');
    change(input(/^Amount/), '29.99');
    change(input(/^Trial days/), '-1');
    fireEvent.click(submit());
    expect(await screen.findByText('Trial days cannot be negative')).toBeTruthy();
    expect(input(/^Trial days/).getAttribute('aria-invalid')).toBe('true');
    change(input(/^Trial days/), '2.5');
    fireEvent.click(submit());
    expect(await screen.findByText('Trial days must be a whole number')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s field messages next to the fields', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'Invalid request body',
            fields: { amountMinor: 'Amount is too large', trialDays: 'At most 365 trial days' },
          },
        },
        400,
      ),
    );
    renderCreator();
    change(input(/^Title/), 'Premium Membership');
    change(input(/^Amount/), '29.99');
    fireEvent.click(submit());
    expect(await screen.findByText('Amount is too large')).toBeTruthy();
    expect(screen.getByText('At most 365 trial days')).toBeTruthy();
  });
});
