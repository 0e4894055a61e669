import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { errorResponse, posts, walletReads } from '@/test/wallet-fixtures';
import { SendForm } from './send-form';

function renderSend() {
  return renderWithProviders(<SendForm />, { route: '/dashboard/send', path: '/dashboard/send' });
}

function fillAndConfirm(recipient: string, amount: string) {
  fireEvent.change(screen.getByLabelText('Recipient email or phone'), { target: { value: recipient } });
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Send to a Malipo wallet', () => {
  it('asks for a recipient before anything else', async () => {
    const { requests } = mockFetch((request) => walletReads(request) ?? jsonResponse({}, 500));
    renderSend();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter recipient email or phone number')).toBeTruthy();
    expect(posts(requests)).toHaveLength(0);
  });

  it('confirms, then sends the phone number in E.164 and the amount in minor units', async () => {
    const { requests } = mockFetch(
      (request) =>
        walletReads(request) ??
        jsonResponse(
          {
            id: 'tr_01',
            kind: 'send',
            amountMinor: 2550,
            currency: 'USD',
            counterparty: 'Amani Shop',
            note: '',
            createdAt: '2026-03-01T10:00:00.000Z',
          },
          201,
        ),
    );
    renderSend();
    fillAndConfirm('+250 788 123 456', '25.50');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm sending' });
    expect(within(dialog).getByLabelText('Summary').textContent).toContain('Fee$0.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send $25.50' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '' }).textContent).toContain('Sent $25.50 to Amani Shop'),
    );
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/wallet/transfers',
      body: { recipient: '+250788123456', amountMinor: 2550, currency: 'USD', note: '' },
    });
  });

  it('shows an unknown recipient next to the recipient field', async () => {
    const message = 'No Malipo wallet uses this email or phone number';
    mockFetch(
      (request) =>
        walletReads(request) ?? errorResponse(404, 'recipient_not_found', message, { recipient: message }),
    );
    renderSend();
    fillAndConfirm('nobody@example.com', '5');
    fireEvent.click(await screen.findByRole('button', { name: 'Send $5.00' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Recipient email or phone').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  });
});
