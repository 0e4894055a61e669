/**
 * The cookie policy (docs/product.md#site-pages: types — essential, analytics, functional, marketing — third
 * parties, preferences, duration, data protection; docs/product.md#constants "persistent cookies 30 days to 2 years").
 * @module
 */
import type { LegalDocument } from './types';
import { EMAILS } from './company';

/** The cookie policy's text. */
export const COOKIE_POLICY: LegalDocument = {
  lastUpdated: '2026-11-01',
  intro:
    'Cookies are small text files a website stores in your browser. This policy explains which cookies Malipo uses, why, and how you can control them.',
  sections: [
    {
      id: 'types',
      heading: 'Types of Cookies We Use',
      paragraphs: ['We group our cookies by purpose:'],
      bullets: [
        'Essential cookies keep you signed in, protect forms against cross-site request forgery and remember your cart on payment pages. The service cannot work without them, so they cannot be switched off.',
        'Analytics cookies tell us, in aggregate, which pages are visited and how they perform, so we can improve them.',
        'Functional cookies remember your choices, such as language and currency.',
        'Marketing cookies measure whether our advertising works. We set them only with your consent.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Third-Party Cookies',
      paragraphs: [
        'Some cookies are set by partners: our payment processors, to secure card payments and prevent fraud, and, with your consent, analytics and advertising providers. Their use of the information is governed by their own privacy policies.',
      ],
    },
    {
      id: 'preferences',
      heading: 'Managing Your Preferences',
      paragraphs: [
        'You can accept or refuse non-essential cookies when you first visit and change your mind at any time. Your browser settings also let you block or delete cookies; blocking essential cookies will stop you from signing in.',
      ],
    },
    {
      id: 'duration',
      heading: 'How Long Cookies Last',
      paragraphs: [
        'Session cookies are deleted when you close your browser. Persistent cookies last from 30 days to 2 years, depending on their purpose, unless you delete them sooner.',
      ],
    },
    {
      id: 'data-protection',
      heading: 'Data Protection',
      paragraphs: [
        `Information collected through cookies is handled as described in our Privacy Policy. For questions about cookies, write to ${EMAILS.privacy}.`,
      ],
    },
  ],
};
