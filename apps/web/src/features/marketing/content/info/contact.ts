/**
 * The contact page's content: information cards, departments and FAQ (docs/product.md#site-pages contact; docs/product.md#constants
 * office hours and support reply within 24 hours).
 * @module
 */
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import type { FaqItem, Feature } from '../types';
import type { DepartmentContact } from './types';
import { COMPANY, EMAILS } from './company';

/** The subjects other pages send visitors with (`/contact?subject=`). */
export const CONTACT_SUBJECTS = { sales: 'Sales', demo: 'Schedule a Demo' } as const;

/** The information cards above the form. */
export const CONTACT_INFO: readonly (Feature & { detail: string; href?: string })[] = [
  {
    icon: MailIcon,
    title: 'Email Us',
    text: `We reply ${COMPANY.supportReply}.`,
    detail: EMAILS.hello,
    href: `mailto:${EMAILS.hello}`,
  },
  {
    icon: PhoneIcon,
    title: 'Call Us',
    text: COMPANY.officeHours,
    detail: COMPANY.phone,
    href: COMPANY.phoneHref,
  },
  {
    icon: MapPinIcon,
    title: 'Visit Us',
    text: 'Our headquarters',
    detail: COMPANY.office,
  },
  {
    icon: ClockIcon,
    title: 'Support Hours',
    text: 'Live chat and email',
    detail: '24/7',
  },
];

/** 'Contact by Department'. */
export const DEPARTMENTS: readonly DepartmentContact[] = [
  { name: 'Sales', description: 'Plans, pricing and demos for your business.', email: EMAILS.sales },
  { name: 'Support', description: 'Help with payments, payouts and your account.', email: EMAILS.support },
  { name: 'Developers', description: 'API, SDKs, webhooks and integrations.', email: EMAILS.developers },
  {
    name: 'Partnerships',
    description: 'Banks, telcos and platforms working with us.',
    email: EMAILS.partners,
  },
  { name: 'Press', description: 'Media enquiries and interviews.', email: EMAILS.press },
  {
    name: 'Legal & Privacy',
    description: 'Data requests, compliance and legal notices.',
    email: EMAILS.legal,
  },
];

/** The FAQ grid. */
export const CONTACT_FAQ: readonly FaqItem[] = [
  {
    question: 'How quickly will you reply?',
    answer: `Email and contact-form messages are answered ${COMPANY.supportReply}; live chat is open 24/7.`,
  },
  {
    question: 'Can I visit your office?',
    answer: `Yes, we are at ${COMPANY.office}, ${COMPANY.officeHours}. Please book a visit through the form first.`,
  },
  {
    question: 'How do I book a demo?',
    answer:
      'Choose "Schedule a Demo" below or send us a message with that subject, and our sales team will find a time.',
  },
  {
    question: 'I have a problem with a payment. Who do I contact?',
    answer: `Write to ${EMAILS.support} with the transaction id from your dashboard so we can look it up straight away.`,
  },
];
