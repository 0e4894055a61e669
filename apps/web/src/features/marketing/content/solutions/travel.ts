/**
 * Copy of `/solutions/travel`.
 * @module
 */
import { BanknoteIcon, CalendarCheckIcon, GlobeIcon, LinkIcon, PlaneIcon, ReceiptIcon } from 'lucide-react';
import type { SolutionPageContent } from '../types';

/** The travel and hospitality solution page. */
export const TRAVEL_PAGE: SolutionPageContent = {
  meta: {
    title: 'Payments for travel and hospitality',
    description:
      'Take deposits and bookings from guests in 100+ countries in their own currency. Malipo for hotels, lodges, tour operators and travel agents across Africa.',
  },
  hero: {
    eyebrow: 'Travel & Hospitality',
    title: 'Welcome guests from everywhere, get paid in your currency',
    lead: 'Hotels, lodges, tour operators and travel agents take deposits and full payments from guests worldwide by card, and from local guests by mobile money.',
  },
  features: [
    {
      icon: CalendarCheckIcon,
      title: 'Booking deposits',
      text: 'Send a deposit link with each booking confirmation and hold the room once it is paid.',
    },
    {
      icon: GlobeIcon,
      title: 'Guests’ own currency',
      text: 'Guests pay in USD, EUR or GBP; you hold or convert to local currency.',
    },
    {
      icon: PlaneIcon,
      title: 'Tour packages',
      text: 'A catalogue of tours, safaris and transfers with prices per person.',
    },
    {
      icon: LinkIcon,
      title: 'Expiring offers',
      text: 'Links that expire with the offer, so no one pays for a sold-out date.',
    },
    {
      icon: ReceiptIcon,
      title: 'Receipts for guests',
      text: 'Receipts ready for expense claims, sent automatically.',
    },
    {
      icon: BanknoteIcon,
      title: 'Agent payouts',
      text: 'Pay agents and guides their commission to mobile wallets.',
    },
  ],
  benefits: [
    'Fewer no-shows with paid deposits',
    'Cards from 100+ countries',
    'Clear exchange rates, shown upfront',
    'No transaction fees on bookings',
    'Reconciliation in one export',
    'Support around the clock, like your front desk',
  ],
  stats: [
    { value: '100+', label: 'Guest countries' },
    { value: '37', label: 'Currencies' },
    { value: '0%', label: 'Transaction fees' },
    { value: '24/7', label: 'Support' },
  ],
  segments: [
    { name: 'Hotels & lodges', text: 'Deposits, stays and extras.' },
    { name: 'Tour operators', text: 'Safaris, treks and packages.' },
    { name: 'Travel agents', text: 'Flights, visas and bookings.' },
    { name: 'Transport', text: 'Transfers, buses and car hire.' },
  ],
  testimonials: [
    {
      quote:
        'Guests book from 30 countries. They pay in their own currency, we are paid in Rwandan francs, and reconciliation is one export.',
      name: 'Jean-Paul Habimana',
      role: 'General Manager',
      organization: 'Musanze Eco Lodge',
    },
    {
      quote: 'Deposit links cut our no-shows to almost nothing during the migration season.',
      name: 'Neema Mollel',
      role: 'Director',
      organization: 'Serengeti Trails Safaris',
    },
  ],
};
