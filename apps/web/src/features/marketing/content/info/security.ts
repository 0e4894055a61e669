/**
 * The security page's content: metrics, features, certifications, reports and architecture layers
 * (docs/product.md#site-pages security, docs/product.md#entities Certification, docs/product.md#constants "Certification dates shown for 2025"; docs/payments.md:
 * card data never touches Malipo's storage or logs).
 * @module
 */
import {
  BellIcon,
  DatabaseIcon,
  EyeIcon,
  FingerprintIcon,
  KeyRoundIcon,
  LockIcon,
  ServerIcon,
  ShieldCheckIcon,
  ShieldIcon,
} from 'lucide-react';
import type { Feature, Stat } from '../types';
import type { Certification } from './types';

/** Headline figures. */
export const SECURITY_METRICS: readonly Stat[] = [
  { value: '99.9%', label: 'Uptime' },
  { value: '256-bit', label: 'TLS and AES encryption' },
  { value: '24/7', label: 'Security monitoring' },
  { value: '0', label: 'Card numbers stored by Malipo' },
];

/** What protects merchants and payers. */
export const SECURITY_FEATURES: readonly Feature[] = [
  {
    icon: LockIcon,
    title: 'Encryption everywhere',
    text: 'TLS 1.2+ on every connection and AES-256 encryption for data at rest.',
  },
  {
    icon: FingerprintIcon,
    title: 'Tokenised card data',
    text: 'Card details go straight to our certified payment processor. Malipo keeps only the brand, last four digits and a token.',
  },
  {
    icon: EyeIcon,
    title: 'Fraud monitoring',
    text: 'Every payment is scored in real time, with velocity limits and 3-D Secure checks on cards.',
  },
  {
    icon: KeyRoundIcon,
    title: 'Secure accounts',
    text: 'Passwords hashed with Argon2id, rate-limited sign-in and secret API keys that are stored hashed and shown once.',
  },
  {
    icon: BellIcon,
    title: 'Signed webhooks',
    text: 'Every webhook is signed per the Standard Webhooks spec so you can prove it came from us.',
  },
  {
    icon: ShieldIcon,
    title: 'Double-entry ledger',
    text: 'Every movement of money is recorded twice and never edited, so balances always add up.',
  },
];

/** Certifications and compliance programmes. */
export const CERTIFICATIONS: readonly Certification[] = [
  {
    name: 'PCI DSS Level 1',
    status: 'Certified',
    auditedOn: '2025-09-15',
    validUntil: '2026-12-31',
    description: 'The highest level of the Payment Card Industry Data Security Standard.',
  },
  {
    name: 'SOC 2 Type II',
    status: 'Certified',
    auditedOn: '2025-06-30',
    validUntil: '2027-06-30',
    description: 'Independent audit of our security, availability and confidentiality controls.',
  },
  {
    name: 'ISO/IEC 27001',
    status: 'Certified',
    auditedOn: '2025-03-20',
    validUntil: '2028-03-19',
    description: 'Certified information security management system.',
  },
  {
    name: 'Rwanda Data Protection Law',
    status: 'Compliant',
    auditedOn: '2025-11-01',
    validUntil: '2027-10-31',
    description: 'Registered with NCSA as a data controller under Law Nº 058/2021.',
  },
];

/** A security document: public ones download at once, confidential ones are requested. */
export interface SecurityReport {
  title: string;
  description: string;
  access: 'public' | 'on-request';
}

/** The downloadable reports. */
export const SECURITY_REPORTS: readonly SecurityReport[] = [
  {
    title: 'Security Overview',
    description: 'How we protect data, money and accounts, in plain language.',
    access: 'public',
  },
  {
    title: 'PCI DSS Attestation of Compliance',
    description: 'Our 2025 Attestation of Compliance for Level 1 service providers.',
    access: 'on-request',
  },
  {
    title: 'SOC 2 Type II Report',
    description: 'The auditor’s full report, shared under a non-disclosure agreement.',
    access: 'on-request',
  },
  {
    title: 'Penetration Test Summary',
    description: 'Summary of our 2025 independent penetration test and its remediation.',
    access: 'on-request',
  },
];

/** The layers of the platform, outside in. */
export const ARCHITECTURE_LAYERS: readonly Feature[] = [
  {
    icon: ShieldCheckIcon,
    title: 'Edge',
    text: 'TLS termination, DDoS protection and rate limiting before a request reaches our servers.',
  },
  {
    icon: ServerIcon,
    title: 'Application',
    text: 'Stateless API servers with CSRF protection, strict input validation and idempotent money movements.',
  },
  {
    icon: DatabaseIcon,
    title: 'Data',
    text: 'Encrypted PostgreSQL with point-in-time recovery, an append-only ledger and audit logs.',
  },
];
