import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { supportedCountries } from '@/features/marketing/lib/supported-countries';
import { CountriesSection } from './countries-section';

async function renderSection() {
  render(<CountriesSection />);
  const button = await screen.findByRole('button', { name: 'See all countries' });
  const list = document.getElementById('supported-countries');
  if (!list) throw new Error('country list missing');
  return { button, list };
}

describe('CountriesSection', () => {
  it('shows the first 16 countries, African countries first', async () => {
    const { list } = await renderSection();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(16);
    const expected = supportedCountries().slice(0, 16);
    expect(expected.every((country) => country.isAfrican)).toBe(true);
    expect(items.map((item) => item.textContent)).toEqual(expected.map((c) => `${c.flag}${c.name}`));
  });

  it('See all countries reveals every country, and the button can collapse the list again', async () => {
    const { button, list } = await renderSection();
    const all = supportedCountries();
    expect(all.length).toBeGreaterThan(100);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(within(list).getAllByRole('listitem')).toHaveLength(all.length);
    expect(within(list).getByText('United Kingdom')).toBeTruthy();
    const collapse = screen.getByRole('button', { name: 'Show fewer countries' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(collapse);
    expect(within(list).getAllByRole('listitem')).toHaveLength(16);
  });
});
