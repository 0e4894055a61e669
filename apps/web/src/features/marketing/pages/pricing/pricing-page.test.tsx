import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render-with-providers';
import { PricingPage } from './pricing-page';

function href(name: string | RegExp): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}

describe('PricingPage', () => {
  it('shows the heading, fee badges and the four plans with their prices', () => {
    renderWithProviders(<PricingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Simple, Transparent Pricing' })).toBeTruthy();
    for (const badge of ['No setup fees', 'No transaction fees', '2% fee only at withdrawal']) {
      expect(screen.getByText(badge)).toBeTruthy();
    }
    expect(screen.getByRole('article', { name: 'Starter' }).textContent).toContain('$0');
    expect(screen.getByRole('article', { name: 'Professional' }).textContent).toContain('Most Popular');
    expect(screen.getByRole('article', { name: 'Professional' }).textContent).toContain('$29');
    expect(screen.getByRole('article', { name: 'Business' }).textContent).toContain('$99');
    expect(screen.getByRole('article', { name: 'Enterprise' }).textContent).toContain('Custom');
  });

  it('sends plan buttons to sign-up with the plan, and Enterprise to sales', () => {
    renderWithProviders(<PricingPage />);
    expect(href('Start Free: Starter')).toBe('/signup?plan=starter');
    expect(href('Start Free Trial: Professional')).toBe('/signup?plan=professional');
    expect(href('Start Free Trial: Business')).toBe('/signup?plan=business');
    expect(href('Contact Sales: Enterprise')).toBe('/contact?subject=Sales');
    expect(href(/^Start Free Trial$/)).toBe('/signup?plan=professional');
    expect(href(/^Contact Sales$/)).toBe('/contact?subject=Sales');
  });

  it('lists what all plans include and six questions', () => {
    renderWithProviders(<PricingPage />);
    expect(screen.getByRole('heading', { name: 'Secure & Compliant' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Global Reach' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Instant Processing' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Multiple Payment Methods' })).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(region.querySelectorAll('button[aria-expanded]')).toHaveLength(6);
  });
});
