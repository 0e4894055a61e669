/**
 * The privacy policy (docs/product.md#site-pages: information collected, use, sharing, security, user rights —
 * access and update, portability, deletion — and contact). The page shows today's date as last
 * updated.
 * @module
 */
import type { LegalDocument } from './types';
import { COMPANY, EMAILS } from './company';

/** The privacy policy's text. */
export const PRIVACY_POLICY: LegalDocument = {
  intro:
    'This policy explains what personal information Malipo collects when you use our website, dashboard, payment pages and API, how we use and share it, and the choices and rights you have.',
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      paragraphs: ['We collect only what we need to provide and secure our services:'],
      bullets: [
        'Account information: your name, email address, phone number, business name and password (stored only as a hash).',
        'Business verification: registration documents and the identity of owners, as the law requires for payment services.',
        'Payment information: for each payment, the amount, currency, payer name and email, and the payment method. For cards we keep only the brand, last four digits and expiry; the full card number and security code go directly to our certified processor.',
        'Usage information: pages visited, device and browser type, IP address and the time of each request, used to keep the service secure and working.',
        'Communications: messages you send through the contact form, email or chat.',
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How We Use Your Information',
      paragraphs: ['We use your information to:'],
      bullets: [
        'Process payments, payouts and transfers and send receipts.',
        'Verify identities and prevent fraud, money laundering and other illegal activity.',
        'Provide customer support and answer your messages.',
        'Improve and secure our products, and send service announcements.',
        'Send marketing emails, only when you have subscribed; you can unsubscribe at any time.',
      ],
    },
    {
      id: 'sharing',
      heading: 'How We Share Information',
      paragraphs: [
        'We do not sell personal information. We share it only with payment processors, banks and mobile money operators needed to complete a transaction; service providers who host and operate our infrastructure under contract; regulators and law enforcement when the law requires it; and a buyer of our business, under the same protections, if Malipo is ever sold.',
      ],
    },
    {
      id: 'security',
      heading: 'Data Security',
      paragraphs: [
        'We protect your information with encryption in transit (TLS) and at rest, access controls, monitoring and regular independent audits, including PCI DSS Level 1. No system is perfectly secure; if a breach affects you, we will tell you and the authorities as the law requires.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Rights',
      paragraphs: ['Wherever you are, you can:'],
      bullets: [
        'Access and update: see the information we hold about you and correct it, from your dashboard or by asking us.',
        'Portability: receive your data, including your transaction history, in a machine-readable format (CSV or JSON).',
        'Deletion: ask us to delete your account and personal information. We keep transaction records only for as long as financial regulations require.',
        'Object: opt out of marketing and object to processing based on our legitimate interests.',
      ],
    },
    {
      id: 'retention',
      heading: 'Data Retention',
      paragraphs: [
        'We keep account information while your account is open. Transaction and verification records are kept for the period anti-money-laundering and tax laws require, usually seven years, then deleted.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      paragraphs: [
        `For any privacy question or request, write to ${EMAILS.privacy} or to our Data Protection Officer at ${COMPANY.office}. We answer ${COMPANY.supportReply} and complete requests within 30 days.`,
      ],
    },
  ],
};
