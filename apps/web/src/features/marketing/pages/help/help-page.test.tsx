import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render-with-providers';
import { HelpPage } from './help-page';

function search(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search help articles' }), {
    target: { value: text },
  });
}

function articlesOf(topic: string): string[] {
  return within(screen.getByRole('list', { name: `${topic} articles` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

function popularTitles(): string[] {
  const section = screen.queryByRole('region', { name: 'Popular articles' });
  if (!section) return [];
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.textContent ?? '');
}

describe('HelpPage', () => {
  it('shows the four topic cards with their articles, popular articles and three support channels', () => {
    renderWithProviders(<HelpPage />);
    for (const topic of ['Getting Started', 'Payments & Payouts', 'Account & Security', 'Developers & API']) {
      expect(articlesOf(topic)).toHaveLength(4);
    }
    expect(popularTitles()).toHaveLength(6);
    expect(screen.getByText('Available 24/7')).toBeTruthy();
    expect(screen.getByText('Monday-Friday, 8AM-6PM GMT')).toBeTruthy();
    expect(screen.getByText('Response within 24h')).toBeTruthy();
  });

  it('filters topic articles and popular articles as you type', () => {
    renderWithProviders(<HelpPage />);
    search('WITHDRAWALS');
    expect(screen.getByRole('status').textContent).toBe('1 article found');
    expect(articlesOf('Payments & Payouts')).toEqual(['How withdrawals and the 2% fee work']);
    expect(screen.queryByRole('list', { name: 'Getting Started articles' })).toBeNull();
    expect(popularTitles()).toEqual(['How withdrawals and the 2% fee work']);

    search('sandbox');
    expect(articlesOf('Developers & API')).toEqual(['Testing in the sandbox']);
    expect(popularTitles()).toEqual(['Testing in the sandbox']);
  });

  it('matches a topic title to all its articles', () => {
    renderWithProviders(<HelpPage />);
    search('developers');
    expect(articlesOf('Developers & API')).toHaveLength(4);
    expect(screen.queryByRole('list', { name: 'Payments & Payouts articles' })).toBeNull();
  });

  it('says so when nothing matches', () => {
    renderWithProviders(<HelpPage />);
    search('zebra');
    expect(screen.getByRole('status').textContent).toBe('0 articles found');
    expect(screen.getByText('No articles match “zebra”.')).toBeTruthy();
  });
});
