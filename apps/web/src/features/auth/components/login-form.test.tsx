import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { User } from '@malipo/contracts/auth';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { LoginForm } from './login-form';

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', () => {
  it('uses an email input and shows the Demo Mode credentials', () => {
    mockFetch(() => jsonResponse({}));
    renderWithProviders(<LoginForm onSuccess={() => undefined} />);
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByText('Demo Mode')).toBeTruthy();
    expect(screen.getByText('demo@malipo.dev')).toBeTruthy();
    expect(screen.getByText('malipo-demo')).toBeTruthy();
  });

  it('toasts "Login failed" for empty fields without calling the server', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse({}));
    renderWithProviders(<LoginForm onSuccess={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Please check your credentials')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toasts "Login failed" on wrong credentials', async () => {
    mockFetch(() =>
      jsonResponse({ error: { code: 'invalid_credentials', message: 'Wrong email or password' } }, 401),
    );
    renderWithProviders(<LoginForm onSuccess={() => undefined} />);
    fillAndSubmit('demo@malipo.dev', 'wrong-password');
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Please check your credentials')).toBeTruthy();
  });

  it('toasts "Login error" when the server cannot be reached', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderWithProviders(<LoginForm onSuccess={() => undefined} />);
    fillAndSubmit('demo@malipo.dev', 'malipo-demo');
    expect(await screen.findByText('Login error')).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
  });

  it('reads "Signing in..." while busy, then toasts success and calls onSuccess', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    fillAndSubmit('demo@malipo.dev', 'malipo-demo');
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer(
      jsonResponse({
        user: {
          id: 'u1',
          name: 'Demo',
          email: 'demo@malipo.dev',
          merchantId: 'm1',
          accountId: 'm1',
          mode: 'test',
          businessName: 'Demo Merchant',
          role: 'owner',
        } satisfies User,
      }),
    );
    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(screen.getByText('Welcome to the Dashboard')).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledOnce();
  });
});
