import {
  ARCHITECTURE_LAYERS,
  CERTIFICATIONS,
  SECURITY_FEATURES,
} from '@/features/marketing/content/info/security';
import { EMAILS } from '@/features/marketing/content/info/company';

/** File name of the downloadable Security Overview. */
const SECURITY_OVERVIEW_FILE_NAME = 'malipo-security-overview.md';

/**
 * The Security Overview document (Markdown): the security page's features, certifications and
 * architecture, so the download always says what the page says.
 */
export function securityOverviewMarkdown(): string {
  return [
    '# Malipo Security Overview',
    '',
    '## How we protect you',
    ...SECURITY_FEATURES.map((feature) => `- **${feature.title}**: ${feature.text}`),
    '',
    '## Certifications',
    ...CERTIFICATIONS.map(
      (item) =>
        `- **${item.name}** (${item.status}; audited ${item.auditedOn}, valid until ${item.validUntil}): ${item.description}`,
    ),
    '',
    '## Architecture',
    ...ARCHITECTURE_LAYERS.map((layer) => `- **${layer.title}**: ${layer.text}`),
    '',
    `Report a vulnerability or ask a question: ${EMAILS.security}`,
    '',
  ].join('\n');
}

/** Saves the Security Overview as a file through a temporary object URL. */
export function downloadSecurityOverview(): void {
  const url = URL.createObjectURL(new Blob([securityOverviewMarkdown()], { type: 'text/markdown' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = SECURITY_OVERVIEW_FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}
