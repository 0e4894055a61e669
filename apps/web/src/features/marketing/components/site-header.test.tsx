import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SiteHeader } from './site-header';

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const menuButton = (name: string) => within(mainNav()).getByRole('button', { name });
const panelOf = (button: HTMLElement) => {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('panel missing');
  return panel;
};

describe('SiteHeader navigation', () => {
  it('has the Products, Solutions and Resources dropdowns, Developers, Pricing, Log In and Sign Up', () => {
    renderHeader();
    for (const name of ['Products', 'Solutions', 'Resources']) {
      expect(menuButton(name).getAttribute('aria-expanded')).toBe('false');
      expect(panelOf(menuButton(name)).hidden).toBe(true);
    }
    expect(within(mainNav()).getByRole('link', { name: 'Developers' }).getAttribute('href')).toBe('/docs');
    expect(within(mainNav()).getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
  });

  it('a dropdown opens from its button, shows its links, and only one is open at a time', () => {
    renderHeader();
    fireEvent.click(menuButton('Products'));
    expect(menuButton('Products').getAttribute('aria-expanded')).toBe('true');
    const products = panelOf(menuButton('Products'));
    expect(products.hidden).toBe(false);
    expect(
      within(products)
        .getByRole('link', { name: /Payment Links/ })
        .getAttribute('href'),
    ).toBe('/products/payment-links');

    fireEvent.click(menuButton('Solutions'));
    expect(menuButton('Solutions').getAttribute('aria-expanded')).toBe('true');
    expect(menuButton('Products').getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the open dropdown and returns focus to its button', () => {
    renderHeader();
    const button = menuButton('Resources');
    fireEvent.click(button);
    const firstLink = within(panelOf(button)).getAllByRole('link')[0];
    firstLink?.focus();
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('a press outside, or following one of its links, closes the dropdown', async () => {
    const router = renderHeader();
    fireEvent.click(menuButton('Products'));
    fireEvent.pointerDown(document.body);
    expect(menuButton('Products').getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menuButton('Solutions'));
    fireEvent.click(within(panelOf(menuButton('Solutions'))).getByRole('link', { name: /Education/ }));
    expect(router.state.location.pathname).toBe('/solutions/education');
    expect(menuButton('Solutions').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('SiteHeader mobile menu', () => {
  it('the toggle opens and closes the menu and says which it will do', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toContain('Close menu');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.contains(menu)).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('groups expand inside the menu; following a link or pressing Escape closes it', () => {
    const router = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    const group = within(menu).getByRole('button', { name: 'Products' });
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(menu).getByRole('link', { name: 'Direct Pay' }));
    expect(router.state.location.pathname).toBe('/products/direct-pay');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('SiteHeader dropdown arrow keys', () => {
  it('ArrowDown on a closed button opens it on its first link; arrows, Home and End move through the links', () => {
    renderHeader();
    const button = menuButton('Products');
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const links = within(panelOf(button)).getAllByRole('link');
    expect(document.activeElement).toBe(links[0]);

    fireEvent.keyDown(document.activeElement ?? document, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(document.activeElement ?? document, { key: 'End' });
    expect(document.activeElement).toBe(links[links.length - 1]);
    fireEvent.keyDown(document.activeElement ?? document, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(document.activeElement ?? document, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links[links.length - 1]);
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Home' });
    expect(document.activeElement).toBe(links[0]);
  });
});
