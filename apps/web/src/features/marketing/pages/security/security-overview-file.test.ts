import { describe, expect, it } from 'vitest';
import { securityOverviewMarkdown } from './security-overview-file';

describe('securityOverviewMarkdown', () => {
  it('holds the page’s certifications with their 2025 audit dates, and the security inbox', () => {
    const markdown = securityOverviewMarkdown();
    expect(markdown.startsWith('# Malipo Security Overview\n')).toBe(true);
    expect(markdown).toContain('**PCI DSS Level 1** (Certified; audited 2025-09-15, valid until 2026-12-31)');
    expect(markdown).toContain('**Tokenised card data**');
    expect(markdown).toContain('security@malipo.dev');
  });
});
