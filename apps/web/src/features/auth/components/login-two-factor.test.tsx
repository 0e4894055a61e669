import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { User } from '@malipo/contracts/auth';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { LoginForm } from './login-form';

const USER: User = {
  id: 'u1',
  name: 'Amina',
  email: 'amina@example.com',
  merchantId: 'm1',
  accountId: 'm1',
  mode: 'test',
  businessName: 'Kigali Crafts',
  role: 'owner',
};

const WRONG = 'That code is not right. Check your authenticator app and try again.';

afterEach(() => vi.unstubAllGlobals());

async function passPasswordStep() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: USER.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse-9' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  return screen.findByLabelText('Enter the 6-digit code from your authenticator app');
}

describe('LoginForm with two-factor sign-in', () => {
  it('asks for the code after the password, shows a wrong one under the field, and signs in with a right one', async () => {
    const { requests } = mockFetch(({ url, body }) => {
      if (url === '/api/auth/login')
        return jsonResponse({ twoFactorRequired: true, challenge: 'tfc_abc.sig' });
      const { code } = body as { code: string };
      return code === '123456'
        ? jsonResponse({ user: USER })
        : jsonResponse(
            { error: { code: 'invalid_credentials', message: WRONG, fields: { code: WRONG } } },
            401,
          );
    });
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    const codeField = await passPasswordStep();

    fireEvent.change(codeField, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(WRONG)).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();

    fireEvent.change(codeField, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(requests.at(-1)).toMatchObject({
      url: '/api/auth/login/two-factor',
      body: { challenge: 'tfc_abc.sig', code: '123456' },
    });
  });

  it('takes a recovery code instead after "Use a recovery code"', async () => {
    const { requests } = mockFetch(({ url }) =>
      url === '/api/auth/login'
        ? jsonResponse({ twoFactorRequired: true, challenge: 'tfc_abc.sig' })
        : jsonResponse({ user: USER }),
    );
    renderWithProviders(<LoginForm onSuccess={() => undefined} />);
    await passPasswordStep();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    fireEvent.change(screen.getByLabelText('Enter one of your recovery codes'), {
      target: { value: 'abcde-fghjk' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(requests.at(-1)?.body).toEqual({ challenge: 'tfc_abc.sig', code: 'abcde-fghjk' });
  });

  it('goes back to the password when the challenge has expired', async () => {
    mockFetch(({ url }) =>
      url === '/api/auth/login'
        ? jsonResponse({ twoFactorRequired: true, challenge: 'tfc_abc.sig' })
        : jsonResponse(
            {
              error: {
                code: 'invalid_credentials',
                message: 'Your sign-in has expired. Sign in again.',
                fields: { challenge: 'Sign in again' },
              },
            },
            401,
          ),
    );
    renderWithProviders(<LoginForm onSuccess={() => undefined} />);
    fireEvent.change(await passPasswordStep(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});
