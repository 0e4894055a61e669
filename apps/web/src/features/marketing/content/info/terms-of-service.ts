/**
 * The terms of service (docs/product.md#site-pages: acceptance, service description, registration — at least 18,
 * with legal capacity — fees, prohibited activities, liability, termination, changes, contact;
 * docs/product.md#constants fees and "Liability limited to fees paid in the last 12 months").
 * @module
 */
import type { LegalDocument } from './types';
import { COMPANY, EMAILS } from './company';

/** The terms of service's text. */
export const TERMS_OF_SERVICE: LegalDocument = {
  lastUpdated: '2026-11-01',
  intro:
    'These terms are an agreement between you and Malipo Ltd, a company registered in Rwanda, and govern your use of the Malipo website, dashboard, payment pages and API.',
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of Terms',
      paragraphs: [
        'By creating an account or using Malipo you agree to these terms and to our Privacy Policy. If you use Malipo for a business, you accept them on its behalf and confirm you have authority to do so.',
      ],
    },
    {
      id: 'service',
      heading: 'Description of Service',
      paragraphs: [
        'Malipo lets businesses and individuals accept payments by card, mobile money and bank transfer through payment links, donation links, subscriptions, catalogues and an API; hold balances in several currencies; and withdraw, send and convert money. Some features depend on your plan and country.',
      ],
    },
    {
      id: 'registration',
      heading: 'Account Registration',
      paragraphs: [
        'You must be at least 18 years old and have the legal capacity to enter into a binding contract to open an account. You agree to give accurate information, keep it up to date, complete the verification we ask for and keep your password and API keys secret. You are responsible for everything done with your account.',
      ],
    },
    {
      id: 'fees',
      heading: 'Fees',
      paragraphs: [
        'Malipo charges no setup fee and no fee on incoming payments. A fee of 2% applies when you withdraw to a bank account or mobile wallet and is shown before you confirm. Plan subscriptions are billed monthly at the price on our Pricing page. Fees charged by payment providers, banks or mobile money operators are separate.',
      ],
    },
    {
      id: 'prohibited',
      heading: 'Prohibited Activities',
      paragraphs: ['You may not use Malipo to:'],
      bullets: [
        'Break any law, including anti-money-laundering, sanctions and consumer protection laws.',
        'Sell illegal goods or services, weapons, drugs or counterfeit products, or run unlicensed gambling.',
        'Process payments for another business without our written consent.',
        'Commit fraud, or attempt to access other accounts or interfere with our systems.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of Liability',
      paragraphs: [
        'Malipo is provided with reasonable skill and care, but we cannot guarantee uninterrupted service. To the extent the law allows, Malipo is not liable for indirect or consequential losses, and our total liability to you is limited to the fees you paid to Malipo in the last 12 months.',
      ],
    },
    {
      id: 'termination',
      heading: 'Termination',
      paragraphs: [
        'You can close your account at any time once your balance has been withdrawn. We may suspend or close an account that breaks these terms or the law, with notice where we are allowed to give it, and will return any funds you are owed.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to Terms',
      paragraphs: [
        'We may update these terms. We will email you about material changes at least 30 days before they take effect; using Malipo after that date means you accept them.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [`Questions about these terms: ${EMAILS.legal}, or Malipo Ltd, ${COMPANY.office}.`],
    },
  ],
};
