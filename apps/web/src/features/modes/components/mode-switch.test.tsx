import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIVE_MODE_UNAVAILABLE_MESSAGE, type ModeStatus } from '@malipo/contracts/modes';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { ModeSwitch } from './mode-switch';

const TEST: ModeStatus = { mode: 'test', liveAvailable: true, liveUnavailableReason: null };
const LIVE: ModeStatus = { ...TEST, mode: 'live' };
const LIVE_UNAVAILABLE: ModeStatus = {
  mode: 'test',
  liveAvailable: false,
  liveUnavailableReason: LIVE_MODE_UNAVAILABLE_MESSAGE,
};

/** Answers `GET /api/mode` with `status`, and `PUT /api/mode` with `put` (by default, the mode asked for). */
function serve(status: ModeStatus, put?: (request: RecordedRequest) => Response) {
  return mockFetch((request) => {
    if (request.method === 'PUT' && put) return put(request);
    if (request.method === 'PUT') return jsonResponse({ ...status, ...(request.body as object) });
    return jsonResponse(status);
  });
}

function renderSwitch() {
  const onSwitched = vi.fn();
  renderWithProviders(<ModeSwitch onSwitched={onSwitched} />);
  return { onSwitched };
}

const puts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'PUT');

afterEach(() => vi.unstubAllGlobals());

describe('ModeSwitch', () => {
  it('asks before switching to live, then sends PUT /api/mode and hands over the new status', async () => {
    const { requests } = serve(TEST);
    const { onSwitched } = renderSwitch();

    const modeSwitch = await screen.findByRole('switch', { name: 'Test mode' });
    expect(modeSwitch.tagName).toBe('BUTTON'); // so Space and Enter toggle it
    expect(modeSwitch.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(modeSwitch);

    const dialog = await screen.findByRole('dialog', { name: 'Switch to live mode?' });
    expect(within(dialog).getByText(/Payments, balances and API keys in live mode are real/)).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch to live mode' }));

    await waitFor(() => expect(modeSwitch.getAttribute('aria-checked')).toBe('false'));
    expect(puts(requests)).toEqual([
      expect.objectContaining({
        url: '/api/mode',
        body: { mode: 'live' },
        headers: expect.objectContaining({ 'x-requested-with': 'malipo' }) as unknown,
      }),
    ]);
    expect(onSwitched).toHaveBeenCalledWith(LIVE);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Live mode is on')).toBeTruthy();
  });

  it('stays in test mode and sends nothing when the confirmation is declined', async () => {
    const { requests } = serve(TEST);
    const { onSwitched } = renderSwitch();

    fireEvent.click(await screen.findByRole('switch', { name: 'Test mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to live mode?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay in test mode' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const modeSwitch = screen.getByRole('switch', { name: 'Test mode' });
    expect(modeSwitch.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(modeSwitch);
    expect(puts(requests)).toHaveLength(0);
    expect(onSwitched).not.toHaveBeenCalled();
  });

  it('switches back to test mode without asking', async () => {
    const { requests } = serve(LIVE);
    const { onSwitched } = renderSwitch();

    const modeSwitch = await screen.findByRole('switch', { name: 'Test mode' });
    expect(modeSwitch.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(modeSwitch);

    await waitFor(() => expect(modeSwitch.getAttribute('aria-checked')).toBe('true'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(puts(requests).map((r) => r.body)).toEqual([{ mode: 'test' }]);
    expect(onSwitched).toHaveBeenCalledWith(TEST);
  });

  it('shows why live mode is unavailable and never sends PUT', async () => {
    const { requests } = serve(LIVE_UNAVAILABLE);
    const { onSwitched } = renderSwitch();

    fireEvent.click(await screen.findByRole('switch', { name: 'Test mode' }));

    const dialog = await screen.findByRole('dialog', { name: 'Live mode is not available' });
    expect(within(dialog).getByText(LIVE_MODE_UNAVAILABLE_MESSAGE)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay in test mode' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('switch', { name: 'Test mode' }).getAttribute('aria-checked')).toBe('true');
    expect(puts(requests)).toHaveLength(0);
    expect(onSwitched).not.toHaveBeenCalled();
  });

  it("shows the 409's message when the server refuses live mode after all", async () => {
    const refusal = 'Live mode was switched off for this platform a moment ago.';
    const { requests } = serve(TEST, () =>
      jsonResponse({ error: { code: 'live_mode_unavailable', message: refusal } }, 409),
    );
    const { onSwitched } = renderSwitch();

    fireEvent.click(await screen.findByRole('switch', { name: 'Test mode' }));
    const confirm = await screen.findByRole('dialog', { name: 'Switch to live mode?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Switch to live mode' }));

    const dialog = await screen.findByRole('dialog', { name: 'Live mode is not available' });
    expect(within(dialog).getByText(refusal)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay in test mode' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('switch', { name: 'Test mode' }).getAttribute('aria-checked')).toBe('true');
    expect(puts(requests)).toHaveLength(1);
    expect(onSwitched).not.toHaveBeenCalled();
  });
});
