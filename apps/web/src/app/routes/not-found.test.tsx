import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Component as NotFound } from './not-found';
import { Component as Product } from './product';

function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('not-found page', () => {
  it('shows 404, Oops! Page not found and Return to Home, and logs the attempted path', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/no/such/page', <NotFound />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404');
    expect(screen.getByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/no/such/page');
    log.mockRestore();
  });

  it('is what an unknown product shows', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/products/:productSlug', element: <Product /> }], {
      initialEntries: ['/products/teleportation'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Oops! Page not found')).toBeTruthy();
    log.mockRestore();
  });
});
