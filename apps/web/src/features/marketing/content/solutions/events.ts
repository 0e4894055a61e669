/**
 * Copy of `/solutions/events`.
 * @module
 */
import { BarChart3Icon, CalendarClockIcon, HeartIcon, QrCodeIcon, TicketIcon, UsersIcon } from 'lucide-react';
import type { SolutionPageContent } from '../types';
import { feePercent } from '@/lib/fee-label';

/** The events solution page. */
export const EVENTS_PAGE: SolutionPageContent = {
  meta: {
    title: 'Payments for events',
    description:
      'Sell tickets and registrations with a link, by card or mobile money, and watch every sale live. Malipo for concerts, conferences, weddings and sports.',
  },
  hero: {
    eyebrow: 'Events',
    title: 'Sell out your next event',
    lead: 'Concerts, conferences, weddings and tournaments sell tickets and registrations with a Malipo link, paid by card or mobile money, with every sale in view as it happens.',
  },
  features: [
    {
      icon: TicketIcon,
      title: 'Ticket tiers',
      text: 'A catalogue with early-bird, regular and VIP tickets, each with its own price.',
    },
    {
      icon: CalendarClockIcon,
      title: 'Sales that close on time',
      text: 'Links that expire when sales end or the event starts.',
    },
    {
      icon: QrCodeIcon,
      title: 'QR on every poster',
      text: 'Print the link’s QR code so people buy where they see the event.',
    },
    { icon: UsersIcon, title: 'Group registrations', text: 'Attendees buy several tickets in one order.' },
    {
      icon: HeartIcon,
      title: 'Contributions',
      text: 'Donation pages for weddings, fundraisers and community events.',
    },
    {
      icon: BarChart3Icon,
      title: 'Live sales',
      text: 'See ticket revenue rise on your dashboard in real time.',
    },
  ],
  benefits: [
    'No ticketing platform commission',
    'Cards and mobile money at the same checkout',
    'Receipts as proof of purchase',
    'Attendee list in your exports',
    'Payouts to organisers and vendors by Direct Pay',
    `${feePercent('withdrawal')} only when you withdraw`,
  ],
  stats: [
    { value: '0%', label: 'Ticket commission' },
    { value: '< 1 min', label: 'To start selling' },
    { value: '100+', label: 'Attendee countries' },
    { value: '24/7', label: 'Sales' },
  ],
  segments: [
    { name: 'Concerts & festivals', text: 'Tiered tickets at scale.' },
    { name: 'Conferences', text: 'Registrations and workshops.' },
    { name: 'Weddings & ceremonies', text: 'Contributions and RSVPs.' },
    { name: 'Sports', text: 'Tournament entry and match tickets.' },
  ],
  testimonials: [
    {
      quote:
        'We sold 3,000 festival tickets through one link, half of them by mobile money, without a ticketing commission.',
      name: 'Kofi Asante',
      role: 'Producer',
      organization: 'Accra Sounds Festival',
    },
    {
      quote:
        'Conference registrations, workshops and sponsorships all in one dashboard. Our finance team loved the exports.',
      name: 'Lindiwe Dube',
      role: 'Event Director',
      organization: 'Africa Fintech Forum',
    },
  ],
};
