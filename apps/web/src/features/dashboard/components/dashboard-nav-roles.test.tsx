import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DashboardNav } from './dashboard-nav';
import { renderWithProviders } from '@/test/render-with-providers';

function sectionNames(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('DashboardNav by role', () => {
  it('hides the sections a viewer cannot use and keeps Team', () => {
    renderWithProviders(<DashboardNav role="viewer" />);
    const names = sectionNames();
    expect(names).toContain('Team');
    expect(names).toContain('History');
    for (const hidden of ['Create Link', 'Send Money', 'Withdraw', 'Developers']) {
      expect(names).not.toContain(hidden);
    }
  });

  it('shows everything to an owner, Team above Settings', () => {
    renderWithProviders(<DashboardNav role="owner" />);
    const names = sectionNames();
    expect(names).toEqual(expect.arrayContaining(['Create Link', 'Send Money', 'Developers']));
    expect(names.indexOf('Team')).toBe(names.indexOf('Settings') - 1);
  });
});
