import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WebhookDelivery, WebhookEndpoint } from '@malipo/contracts/webhooks';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { WebhookEndpointsSection } from './webhook-endpoints-section';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwmfLLyWpI8xo=';

const ENDPOINT: WebhookEndpoint = {
  id: 'we_01',
  url: 'https://shop.example.com/hooks',
  description: 'Order fulfilment',
  eventTypes: [],
  isEnabled: true,
  disabledReason: null,
  createdAt: '2026-03-12T10:00:00.000Z',
};

const DELIVERY: WebhookDelivery = {
  id: 'whd_01',
  eventId: 'evt_01',
  eventType: 'payment.succeeded',
  status: 'failed',
  attempts: 3,
  lastStatusCode: 500,
  lastResponseSnippet: 'upstream exploded',
  lastError: null,
  nextAttemptAt: null,
  createdAt: '2026-03-12T10:05:00.000Z',
  updatedAt: '2026-03-12T10:06:00.000Z',
};

/** Answers the section's calls from `endpoints`, with `overrides` by "METHOD url". */
function serve(
  endpoints: WebhookEndpoint[],
  overrides: Record<string, (r: RecordedRequest) => Response> = {},
) {
  return mockFetch((request) => {
    const override = overrides[`${request.method} ${request.url}`];
    if (override) return override(request);
    if (request.url === '/api/webhook-endpoints') return jsonResponse({ data: endpoints });
    if (request.url.endsWith('/deliveries')) return jsonResponse({ data: [DELIVERY] });
    if (request.url.endsWith('/secret')) return jsonResponse({ secret: SECRET });
    return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
}

const renderSection = () =>
  renderWithProviders(<WebhookEndpointsSection />, {
    route: '/dashboard/developers',
    path: '/dashboard/developers',
  });

afterEach(() => vi.unstubAllGlobals());

describe('Webhooks section', () => {
  it('adds the first endpoint for chosen events and shows its secret once', async () => {
    const { requests } = serve([], {
      'POST /api/webhook-endpoints': (r) =>
        jsonResponse(
          { ...ENDPOINT, eventTypes: (r.body as { eventTypes: string[] }).eventTypes, secret: SECRET },
          201,
        ),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first endpoint' }));
    const form = screen.getByRole('form', { name: 'Add webhook endpoint' });
    fireEvent.change(within(form).getByLabelText('Endpoint URL'), { target: { value: ENDPOINT.url } });
    fireEvent.click(within(form).getByLabelText('All events'));
    fireEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText('Choose at least one event, or All events')).toBeTruthy();
    fireEvent.click(within(form).getByLabelText('payment.succeeded'));
    fireEvent.click(within(form).getByLabelText('refund.failed'));
    fireEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByText(SECRET)).toBeTruthy();
    expect(screen.getByText('Events: payment.succeeded, refund.failed')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      url: ENDPOINT.url,
      description: '',
      eventTypes: ['payment.succeeded', 'refund.failed'],
    });
  });

  it("shows the server's refusal of a private address on the URL field", async () => {
    serve([], {
      'POST /api/webhook-endpoints': () =>
        jsonResponse(
          {
            error: {
              code: 'validation_failed',
              message: 'Webhook URLs must point to a public internet address',
              fields: { url: 'Webhook URLs must point to a public internet address' },
            },
          },
          400,
        ),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first endpoint' }));
    const url = screen.getByLabelText('Endpoint URL');
    fireEvent.change(url, { target: { value: 'http://10.0.0.5/hook' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Webhook URLs must point to a public internet address')).toBeTruthy();
  });

  it('keeps the secret masked until revealed, and rotates it after confirmation', async () => {
    const rotated = 'whsec_bmV3LXNlY3JldC1uZXctc2VjcmV0LW5ldy1zZWNyZXQ=';
    const { requests } = serve([ENDPOINT], {
      'POST /api/webhook-endpoints/we_01/secret/rotate': () => jsonResponse({ secret: rotated }),
    });
    renderSection();
    await screen.findByText(ENDPOINT.url);
    expect(screen.queryByText(SECRET)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(await screen.findByText(SECRET)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Rotate secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
    expect(await screen.findByText(rotated)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/webhook-endpoints/we_01/secret/rotate',
    ]);
  });

  it('disables an endpoint and shows why Malipo disabled one', async () => {
    const gone = { ...ENDPOINT, isEnabled: false, disabledReason: 'The endpoint answered 410 Gone.' };
    const { requests } = serve([ENDPOINT], {
      'PATCH /api/webhook-endpoints/we_01': () => jsonResponse(gone),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('The endpoint answered 410 Gone.')).toBeTruthy();
    expect(screen.getByText('Disabled')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send test event' })).toHaveProperty('disabled', true);
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ isEnabled: false });
  });

  it('sends a test event and shows the delivery log with resend', async () => {
    const { requests } = serve([ENDPOINT], {
      'POST /api/webhook-endpoints/we_01/test': () => jsonResponse({ ...DELIVERY, id: 'whd_02' }, 202),
      'POST /api/webhook-endpoints/we_01/deliveries/whd_01/resend': () =>
        jsonResponse({ ...DELIVERY, status: 'pending' }, 202),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Send test event' }));
    const log = await screen.findByRole('list', { name: 'Deliveries' });
    expect(within(log).getByText('payment.succeeded')).toBeTruthy();
    expect(within(log).getByText('Failed')).toBeTruthy();
    expect(within(log).getByText('HTTP 500')).toBeTruthy();
    expect(within(log).getByText('upstream exploded')).toBeTruthy();
    expect(within(log).getByText('3')).toBeTruthy();
    fireEvent.click(within(log).getByRole('button', { name: 'Resend payment.succeeded evt_01' }));
    await screen.findByText('Delivery queued again');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/webhook-endpoints/we_01/test',
      '/api/webhook-endpoints/we_01/deliveries/whd_01/resend',
    ]);
  });

  it('deletes an endpoint after confirmation', async () => {
    serve([ENDPOINT], { 'DELETE /api/webhook-endpoints/we_01': () => new Response(null, { status: 204 }) });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText('No webhook endpoints yet')).toBeTruthy();
  });

  it('offers a retry when the list fails to load', async () => {
    let calls = 0;
    mockFetch(() =>
      ++calls === 1
        ? jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500)
        : jsonResponse({ data: [ENDPOINT] }),
    );
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(ENDPOINT.url)).toBeTruthy();
  });
});
