/**
 * Copy of `/solutions/healthcare` (docs/product.md#site-pages, with the spec's HIPAA claims).
 * @module
 */
import {
  ClipboardListIcon,
  HeartPulseIcon,
  LockIcon,
  PillIcon,
  RepeatIcon,
  SmartphoneIcon,
} from 'lucide-react';
import type { SolutionPageContent } from '../types';
import { feePercent } from '@/lib/fee-label';

/** The healthcare solution page. */
export const HEALTHCARE_PAGE: SolutionPageContent = {
  meta: {
    title: 'Payments for healthcare providers',
    description:
      'Secure, HIPAA-compliant payments for clinics, hospitals, pharmacies and labs: consultations, prescriptions and care plans paid by card or mobile money.',
  },
  hero: {
    eyebrow: 'Healthcare',
    title: 'Secure payments for patient care',
    lead: 'Clinics, hospitals, pharmacies and laboratories take payments by mobile money and card before, during or after a visit, with patient data handled to HIPAA standards.',
  },
  features: [
    {
      icon: LockIcon,
      title: 'HIPAA-compliant handling',
      text: 'Payment records carry no clinical data, and access is logged and restricted.',
    },
    {
      icon: SmartphoneIcon,
      title: 'Pay before the visit',
      text: 'Send a consultation link with the appointment so patients arrive already paid.',
    },
    {
      icon: PillIcon,
      title: 'Pharmacy orders',
      text: 'A catalogue for over-the-counter products with delivery or pick-up.',
    },
    {
      icon: RepeatIcon,
      title: 'Care plans',
      text: 'Monthly subscriptions for chronic care, check-ups and wellness programmes.',
    },
    {
      icon: ClipboardListIcon,
      title: 'Clear records',
      text: 'Every payment with its reference, ready for insurers and your accounts.',
    },
    {
      icon: HeartPulseIcon,
      title: 'Community health funds',
      text: 'Donation pages for equipment, outreach and patient support funds.',
    },
  ],
  benefits: [
    'Shorter queues at the cashier',
    'Fewer unpaid bills after discharge',
    'HIPAA-aligned data handling',
    'PCI DSS Level 1 card security',
    'Mobile money for every patient',
    `No transaction fees: ${feePercent('withdrawal')} only at withdrawal`,
  ],
  stats: [
    { value: 'HIPAA', label: 'Compliant data handling' },
    { value: 'PCI DSS', label: 'Level 1 compliant' },
    { value: '99.9%', label: 'Uptime' },
    { value: '24/7', label: 'Support' },
  ],
  segments: [
    { name: 'Clinics & hospitals', text: 'Consultations, procedures and admissions.' },
    { name: 'Pharmacies', text: 'Prescriptions and over-the-counter orders.' },
    { name: 'Laboratories', text: 'Tests and results paid before collection.' },
    { name: 'Telemedicine', text: 'Online consultations and subscriptions.' },
  ],
  testimonials: [
    {
      quote:
        'Patients pay for teleconsultations with M-Pesa before the call starts. No-shows fell by half in two months.',
      name: 'Dr. Grace Njeri',
      role: 'Medical Director',
      organization: 'AfyaCare Clinics, Nairobi',
    },
    {
      quote:
        'Our pharmacy catalogue takes orders all night, and every payment is already matched when we open.',
      name: 'Emmanuel Boateng',
      role: 'Pharmacist-in-charge',
      organization: 'Osu Community Pharmacy, Accra',
    },
  ],
};
