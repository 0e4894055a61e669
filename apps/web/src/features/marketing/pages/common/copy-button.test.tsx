import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { COPIED_MARKER_MS, CopyButton } from './copy-button';

describe('CopyButton', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('copies the text and reads Copied for 2 seconds', async () => {
    render(<CopyButton text="npm install @malipo/sdk" label="Copy install command" />);
    const button = screen.getByRole('button', { name: 'Copy install command' });
    expect(button.textContent).toBe('Copy');

    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('npm install @malipo/sdk');
    expect(button.textContent).toBe('Copied');

    act(() => vi.advanceTimersByTime(COPIED_MARKER_MS - 1));
    expect(button.textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Copy');
    expect(COPIED_MARKER_MS).toBe(2000);
  });
});
