import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render-with-providers';
import { CreateLinkOptions } from './create-link-options';

describe('CreateLinkOptions', () => {
  it('opens the payment link, donation link, subscription link and catalogue creators', () => {
    renderWithProviders(<CreateLinkOptions />);
    const hrefOf = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf(/Create payment link/)).toBe('/dashboard/create-link/payment-link');
    expect(hrefOf(/Create donation link/)).toBe('/dashboard/create-link/donation');
    expect(hrefOf(/Create subscription link/)).toBe('/dashboard/create-link/subscription');
    expect(hrefOf(/Create catalogue/)).toBe('/dashboard/create-link/catalogue');
  });
});
