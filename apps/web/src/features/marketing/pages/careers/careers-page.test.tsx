import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render-with-providers';
import { CareersPage } from './careers-page';

function jobTitles(): string[] {
  return screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');
}

function search(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs' }), { target: { value: text } });
}

function chooseDepartment(name: string) {
  fireEvent.click(within(screen.getByRole('group', { name: 'Department' })).getByRole('button', { name }));
}

describe('CareersPage', () => {
  it('lists the six open positions with the count', () => {
    renderWithProviders(<CareersPage />);
    expect(screen.getByRole('status').textContent).toBe('6 open positions');
    expect(screen.getAllByRole('link', { name: /^Apply: / })).toHaveLength(6);
  });

  it('searches title, department and location case-insensitively', () => {
    renderWithProviders(<CareersPage />);
    search('KIGALI');
    expect(screen.getByRole('status').textContent).toBe('2 open positions');
    expect(screen.getByRole('heading', { name: 'Senior Backend Engineer' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Compliance Analyst' })).toBeTruthy();

    search('engineering');
    expect(screen.getByRole('status').textContent).toBe('2 open positions');

    search('manager');
    expect(screen.getByRole('status').textContent).toBe('2 open positions');

    search('quantum');
    expect(screen.getByRole('status').textContent).toBe('0 open positions');
    expect(screen.getByText(/No positions match your search/)).toBeTruthy();
  });

  it('filters by department badge, together with the search', () => {
    renderWithProviders(<CareersPage />);
    chooseDepartment('Sales');
    expect(screen.getByRole('button', { name: 'Sales' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('1 open position');
    expect(screen.getByRole('heading', { name: 'Account Executive, West Africa' })).toBeTruthy();

    chooseDepartment('Engineering');
    search('remote');
    expect(screen.getByRole('status').textContent).toBe('1 open position');
    expect(screen.getByRole('heading', { name: 'Frontend Engineer' })).toBeTruthy();

    chooseDepartment('Finance');
    search('');
    expect(screen.getByRole('status').textContent).toBe('0 open positions');

    chooseDepartment('All Departments');
    expect(screen.getByRole('status').textContent).toBe('6 open positions');
    expect(jobTitles()).toContain('Growth Marketing Manager');
  });

  it('applies by email to careers with the job title as subject', () => {
    renderWithProviders(<CareersPage />);
    const apply = screen.getByRole('link', { name: 'Apply: Compliance Analyst' });
    expect(apply.getAttribute('href')).toBe(
      'mailto:careers@malipo.dev?subject=Application%3A%20Compliance%20Analyst',
    );
  });
});
