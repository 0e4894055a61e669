import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { InvoiceSettingsForm } from './invoice-settings-form';

afterEach(() => vi.unstubAllGlobals());

const SETTINGS = {
  prefix: 'INV-',
  nextNumber: 12,
  reminders: { enabled: true, daysBefore: [3], onDueDate: true, daysAfter: [3, 7] },
};

describe('InvoiceSettingsForm', () => {
  it('previews the next number and saves numbering and the reminder schedule', async () => {
    const { requests } = mockFetch((request) =>
      jsonResponse({ ...(request.body as object), reminders: { ...SETTINGS.reminders, daysAfter: [1, 14] } }),
    );
    renderWithProviders(<InvoiceSettingsForm settings={SETTINGS} canEdit />);
    expect(screen.getByText('The next invoice will be INV-0012.')).toBeTruthy();
    expect((screen.getByLabelText('Days after the due date') as HTMLInputElement).value).toBe('3, 7');
    fireEvent.change(screen.getByLabelText('Prefix'), { target: { value: 'ACME/' } });
    expect(screen.getByText('The next invoice will be ACME/0012.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Days after the due date'), { target: { value: '14, 1' } });
    fireEvent.click(screen.getByLabelText('On the due date'));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      url: '/api/invoice-settings',
      method: 'PUT',
      body: {
        prefix: 'ACME/',
        nextNumber: 12,
        reminders: { enabled: true, daysBefore: [3], onDueDate: false, daysAfter: [14, 1] },
      },
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Days after the due date') as HTMLInputElement).value).toBe('1, 14'),
    );
  });

  it('checks day lists before sending and shows the server’s field messages', async () => {
    const { requests } = mockFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'Check the next number',
            fields: { 'reminders.daysBefore.0': 'Reminders before the due date can be at most 60 days' },
          },
        },
        400,
      ),
    );
    renderWithProviders(<InvoiceSettingsForm settings={SETTINGS} canEdit />);
    fireEvent.change(screen.getByLabelText('Days before the due date'), { target: { value: '3, soon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter whole days separated by commas, like 7, 3')).toBeTruthy();
    expect(requests).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Days before the due date'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Reminders before the due date can be at most 60 days')).toBeTruthy();
  });

  it('turns the reminder days off with the switch, and is read-only without permission', () => {
    mockFetch(() => jsonResponse({}));
    const { unmount } = renderWithProviders(<InvoiceSettingsForm settings={SETTINGS} canEdit />);
    fireEvent.click(screen.getByLabelText('Send reminders automatically'));
    expect(screen.getByLabelText('Days before the due date').matches(':disabled')).toBe(true);
    unmount();
    renderWithProviders(<InvoiceSettingsForm settings={SETTINGS} canEdit={false} />);
    expect((screen.getByLabelText('Prefix') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
