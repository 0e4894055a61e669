/**
 * Copy of `/solutions/education` (docs/product.md#site-pages).
 * @module
 */
import {
  BellRingIcon,
  CalendarIcon,
  FileTextIcon,
  GraduationCapIcon,
  LinkIcon,
  UsersIcon,
} from 'lucide-react';
import type { SolutionPageContent } from '../types';
import { feePercent } from '@/lib/fee-label';

/** The education solution page. */
export const EDUCATION_PAGE: SolutionPageContent = {
  meta: {
    title: 'Payments for schools and universities',
    description:
      'Collect school fees, exam fees and donations by mobile money and card. Malipo gives schools and universities across Africa instant reconciliation and no transaction fees.',
  },
  hero: {
    eyebrow: 'Education',
    title: 'School fees collected, reconciled and on time',
    lead: 'Schools, universities and training centres use Malipo to collect fees from parents and students by mobile money or card, without queues at the bursar’s office or cash on campus.',
  },
  features: [
    {
      icon: LinkIcon,
      title: 'Fee payment links',
      text: 'One link per term, class or fee type, shared with parents by SMS or WhatsApp.',
    },
    {
      icon: CalendarIcon,
      title: 'Instalment plans',
      text: 'Let families pay termly fees monthly with subscription links and automatic reminders.',
    },
    {
      icon: FileTextIcon,
      title: 'Automatic receipts',
      text: 'Every payment produces a receipt with the student’s name and reference.',
    },
    {
      icon: UsersIcon,
      title: 'Parents anywhere',
      text: 'Relatives abroad pay by card in their own currency; you receive local currency.',
    },
    {
      icon: GraduationCapIcon,
      title: 'Alumni giving',
      text: 'Donation pages for scholarships and building projects, with progress shown to donors.',
    },
    {
      icon: BellRingIcon,
      title: 'Real-time tracking',
      text: 'See who has paid as it happens and export the list for your accounting system.',
    },
  ],
  benefits: [
    'No cash handling on campus',
    'Reconciliation in minutes, not days',
    'Mobile money for parents without bank accounts',
    `No transaction fees: ${feePercent('withdrawal')} only at withdrawal`,
    'Receipts sent to parents automatically',
    'Works for schools of every size',
  ],
  stats: [
    { value: 'Instant', label: 'Reconciliation' },
    { value: '0%', label: 'Transaction fees' },
    { value: '24/7', label: 'Parents can pay' },
    { value: '100+', label: 'Countries parents pay from' },
  ],
  segments: [
    { name: 'Primary & secondary schools', text: 'Termly fees, uniforms, trips and meals.' },
    { name: 'Universities & colleges', text: 'Tuition, accommodation, application and exam fees.' },
    { name: 'Training centres', text: 'Course fees, certifications and short programmes.' },
    { name: 'Online courses', text: 'Subscriptions and one-off course purchases.' },
  ],
  testimonials: [
    {
      quote:
        'Fee collection used to take our bursary team three weeks each term. With Malipo, 80% of families pay in the first week.',
      name: 'Aline Uwase',
      role: 'Bursar',
      organization: 'Green Hills Academy, Kigali',
    },
    {
      quote:
        'International students pay application fees by card in minutes. We stopped chasing bank transfer slips.',
      name: 'Dr. Samuel Otieno',
      role: 'Registrar',
      organization: 'Lakeside University College, Kisumu',
    },
  ],
};
