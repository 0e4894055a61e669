import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { SignUpForm } from './sign-up-form';

afterEach(() => vi.unstubAllGlobals());

describe('SignUpForm', () => {
  it('confirms the pricing plan chosen before signing up', () => {
    mockFetch(() => jsonResponse({}));
    renderWithProviders(<SignUpForm planName="Professional" onSuccess={() => undefined} />);
    expect(screen.getByText(/You’re starting on the/).textContent).toBe(
      'You’re starting on the Professional plan.',
    );
  });

  it('says nothing about a plan when none was chosen', () => {
    mockFetch(() => jsonResponse({}));
    renderWithProviders(<SignUpForm onSuccess={() => undefined} />);
    expect(screen.queryByText(/You’re starting on the/)).toBeNull();
  });
});
