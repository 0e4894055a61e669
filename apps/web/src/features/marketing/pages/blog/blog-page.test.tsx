import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { BlogPage } from './blog-page';

const FEATURED = 'Mobile money checkout: what we learned from a million payments';

function listedTitles(): string[] {
  const section = screen.getByRole('region', { name: /Latest Articles|Results/ });
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

function search(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search articles' }), { target: { value: text } });
}

afterEach(() => vi.unstubAllGlobals());

describe('BlogPage', () => {
  it('features the first post and leaves it out of the list', () => {
    renderWithProviders(<BlogPage />);
    expect(screen.getByRole('heading', { level: 2, name: FEATURED })).toBeTruthy();
    expect(listedTitles()).not.toContain(FEATURED);
    expect(listedTitles()).toHaveLength(6);
  });

  it('searches title, excerpt and category case-insensitively', () => {
    renderWithProviders(<BlogPage />);
    search('IDEMPOTENCY');
    expect(listedTitles()).toEqual(['Idempotency keys: why a retry never charges twice']);
    expect(screen.queryByRole('heading', { level: 2, name: FEATURED })).toBeNull();

    search('bursars'); // only in an excerpt
    expect(listedTitles()).toEqual(['How schools collect fees with payment links']);

    search('customer stories'); // the category
    expect(listedTitles()).toEqual(['How schools collect fees with payment links']);

    search('m-pesa'); // the featured post's excerpt: found again in the results
    expect(listedTitles()).toEqual([FEATURED]);

    search('nothing like this');
    expect(listedTitles()).toEqual([]);
    expect(screen.getByText(/No articles match your search/)).toBeTruthy();
  });

  it('filters by category badge', () => {
    renderWithProviders(<BlogPage />);
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name: 'Guides' }),
    );
    expect(listedTitles()).toEqual([
      'Selling across borders in Africa without the headaches',
      'Recurring revenue for small businesses: a subscriptions primer',
    ]);
    search('subscriptions');
    expect(listedTitles()).toEqual(['Recurring revenue for small businesses: a subscriptions primer']);
  });

  it('subscribes the newsletter box with source blog', async () => {
    const { requests } = mockFetch(() => jsonResponse({ subscribed: true }));
    renderWithProviders(<BlogPage />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'reader@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/You’re subscribed/)).toBeTruthy();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/public/newsletter',
      body: { email: 'reader@example.com', source: 'blog' },
    });
  });
});
