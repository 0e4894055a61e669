import { describe, expect, it } from 'vitest';
import { brandColors, contrastWithWhite } from './brand-colors';

describe('brandColors', () => {
  it('puts white text on the darker default colour when the primary is too light for it', () => {
    expect(contrastWithWhite('#3B82F6')).toBeLessThan(4.5);
    expect(brandColors('#3B82F6', '#1D4ED8')).toEqual({
      accent: '#1D4ED8',
      onAccent: '#ffffff',
      accentEnd: '#3B82F6',
    });
  });

  it('uses dark text when neither colour carries white text', () => {
    expect(brandColors('#FDE047', '#FEF08A').onAccent).toBe('#0f172a');
  });
});
