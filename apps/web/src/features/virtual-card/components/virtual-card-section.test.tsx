import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { ACTIVE_CARD, FROZEN_CARD, REVEALED_CARD } from '@/test/virtual-card-fixtures';
import { VirtualCardSection } from './virtual-card-section';

function renderSection() {
  return renderWithProviders(<VirtualCardSection />, { route: '/dashboard', path: '/dashboard' });
}

/** Answers GET /api/virtual-card with `card`, reveal with the details, anything else with `other`. */
function cardApi(card: typeof ACTIVE_CARD | null, other?: (method: string, url: string) => Response) {
  return mockFetch((request) => {
    if (request.method === 'GET' && request.url === '/api/virtual-card') return jsonResponse({ card });
    if (request.method === 'POST' && request.url === '/api/virtual-card/reveal') {
      return jsonResponse(REVEALED_CARD);
    }
    return other?.(request.method, request.url) ?? jsonResponse({}, 500);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('VirtualCardSection', () => {
  it('offers to issue a card funded by the wallet, then shows the issued card', async () => {
    const { requests } = cardApi(null, (method) =>
      method === 'POST' ? jsonResponse(ACTIVE_CARD, 201) : jsonResponse({}, 500),
    );
    renderSection();

    expect(await screen.findByText(/each payment is taken from your wallet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Issue virtual card' }));

    expect(await screen.findByText('•••• •••• •••• 7890')).toBeTruthy();
    expect(screen.getByText('AMANI SHOP')).toBeTruthy();
    expect(screen.getByText('Malipo Bank (sandbox)')).toBeTruthy();
    expect(screen.getByText('Mastercard')).toBeTruthy();
    expect(await screen.findByText('Virtual card issued')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/virtual-card']);
    expect(requests.find((r) => r.method === 'POST')?.headers['x-requested-with']).toBe('malipo');
  });

  it('reveals the full number and security code, and masks them again so the number leaves the page', async () => {
    const { requests } = cardApi(ACTIVE_CARD);
    renderSection();

    fireEvent.click(await screen.findByRole('button', { name: 'Show card details' }));
    expect(await screen.findByText(REVEALED_CARD.number)).toBeTruthy();
    expect(screen.getByText(REVEALED_CARD.securityCode)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy number' })).toBeTruthy();
    expect(requests.filter((r) => r.url === '/api/virtual-card/reveal')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Hide card details' }));
    expect(await screen.findByText('•••• •••• •••• 7890')).toBeTruthy();
    expect(document.body.textContent).not.toContain(REVEALED_CARD.number);
    expect(document.body.textContent).not.toContain(REVEALED_CARD.securityCode);
    expect(screen.getByText('•••')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy number' })).toBeNull();
  });

  it('flips to the back and front again, saying which face shows', async () => {
    cardApi(ACTIVE_CARD);
    renderSection();

    const flip = await screen.findByRole('button', { name: 'Flip card' });
    expect(flip.getAttribute('aria-pressed')).toBe('false');
    const front = document.getElementById(flip.getAttribute('aria-describedby') ?? '');
    expect(front?.textContent).toContain('•••• •••• •••• 7890');
    expect(front?.getAttribute('aria-hidden')).toBe('false');

    fireEvent.click(flip);
    expect(flip.getAttribute('aria-pressed')).toBe('true');
    const back = document.getElementById(flip.getAttribute('aria-describedby') ?? '');
    expect(back?.textContent).toContain('Security code');
    expect(back?.textContent).toContain('•••');
    expect(front?.getAttribute('aria-hidden')).toBe('true');

    fireEvent.click(flip);
    expect(flip.getAttribute('aria-pressed')).toBe('false');
  });

  it('freezes the card with PATCH and shows it as Frozen, then unfreezes it', async () => {
    const { requests } = cardApi(ACTIVE_CARD, (method) => {
      if (method !== 'PATCH') return jsonResponse({}, 500);
      const last = requests.at(-1)?.body as { status: 'active' | 'frozen' };
      return jsonResponse(last.status === 'frozen' ? FROZEN_CARD : ACTIVE_CARD);
    });
    renderSection();
    const region = await screen.findByRole('region', { name: 'Virtual Card' });
    expect(await within(region).findByText('Active')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Freeze card' }));
    expect(await screen.findByText('Card frozen')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      url: '/api/virtual-card',
      body: { status: 'frozen' },
    });
    expect(within(region).getAllByText('Frozen').length).toBeGreaterThan(0);
    expect(within(region).getByText(/payments with it are declined/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unfreeze card' }));
    expect(await screen.findByText('Card unfrozen')).toBeTruthy();
    await waitFor(() => expect(within(region).queryByText('Frozen')).toBeNull());
    expect(requests.filter((r) => r.method === 'PATCH').at(-1)?.body).toEqual({ status: 'active' });
  });

  it('says when the card cannot be loaded and tries again', async () => {
    let fails = true;
    mockFetch(() => (fails ? jsonResponse({}, 500) : jsonResponse({ card: ACTIVE_CARD })));
    renderSection();
    expect(await screen.findByText('We could not load your virtual card.')).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('•••• •••• •••• 7890')).toBeTruthy();
  });
});
