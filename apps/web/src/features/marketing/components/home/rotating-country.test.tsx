import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { HERO_COUNTRY_CODES } from '@/features/marketing/content/home';
import { countryDisplay } from '@/features/marketing/lib/countries';
import { RotatingCountry } from './rotating-country';

const shownCountry = () => screen.getByTestId('hero-country').textContent;

describe('RotatingCountry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the next of its 10 countries every 2 seconds, flag and name, then starts over', () => {
    expect(HERO_COUNTRY_CODES).toHaveLength(10);
    render(<RotatingCountry />);
    const seen: (string | null)[] = [shownCountry()];
    for (let step = 1; step < 10; step += 1) {
      act(() => vi.advanceTimersByTime(1999));
      expect(shownCountry()).toBe(seen[step - 1]);
      act(() => vi.advanceTimersByTime(1));
      seen.push(shownCountry());
    }
    expect(seen).toEqual(
      HERO_COUNTRY_CODES.map((code) => {
        const { flag, name } = countryDisplay(code);
        return `${flag}${name}`;
      }),
    );
    expect(new Set(seen).size).toBe(10);
    act(() => vi.advanceTimersByTime(2000));
    expect(shownCountry()).toBe(seen[0]);
  });

  it('gives screen readers a steady phrase instead of the rotation', () => {
    render(<RotatingCountry />);
    expect(screen.getByText('across Africa').className).toContain('sr-only');
    expect(screen.getByTestId('hero-country').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
