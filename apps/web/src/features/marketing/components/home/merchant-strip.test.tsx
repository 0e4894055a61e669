import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MERCHANT_NAMES } from '@/features/marketing/content/home';
import { MerchantStrip } from './merchant-strip';

function preferReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('MerchantStrip', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('scrolls two copies of the names, the second hidden from screen readers', () => {
    preferReducedMotion(false);
    const animate = vi.fn(() => ({ cancel: vi.fn(), pause: vi.fn(), play: vi.fn() }));
    HTMLElement.prototype.animate = animate as unknown as HTMLElement['animate'];
    render(<MerchantStrip />);
    const strip = screen.getByRole('region', { name: 'Businesses paid with Malipo' });
    expect(within(strip).getAllByText(MERCHANT_NAMES[0])).toHaveLength(2);
    expect(within(strip).getAllByRole('listitem')).toHaveLength(MERCHANT_NAMES.length);
    expect(animate).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(HTMLElement.prototype, 'animate');
  });

  it('shows the names once, without motion, to visitors who prefer reduced motion', () => {
    preferReducedMotion(true);
    const animate = vi.fn();
    HTMLElement.prototype.animate = animate as unknown as HTMLElement['animate'];
    render(<MerchantStrip />);
    expect(screen.getAllByText(MERCHANT_NAMES[0])).toHaveLength(1);
    expect(animate).not.toHaveBeenCalled();
    Reflect.deleteProperty(HTMLElement.prototype, 'animate');
  });
});
