import { Link } from 'react-router';
import { CreditCardIcon, WalletIcon } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { VirtualCard } from '@malipo/contracts/virtual-cards';
import { paths } from '@/config/paths';
import type { MerchantPaymentSource } from '../lib/pay-merchant';
import { OptionToggle, type ToggleOption } from './option-toggle';

/** 'Virtual card •••• 1234': how the card is named wherever Make Payment mentions it. */
export function virtualCardLabel(card: Pick<VirtualCard, 'last4'>): string {
  return `Virtual card •••• ${card.last4}`;
}

/**
 * Make Payment's 'Pay with' choice: Wallet or the virtual card (with its last 4), offered only when
 * the user has an active card. A frozen card is named, with where to unfreeze it; no card, nothing.
 */
export function PayWithChoice({
  card,
  value,
  register,
}: {
  card: VirtualCard | null;
  value: MerchantPaymentSource;
  register: UseFormRegisterReturn;
}) {
  if (!card) return null;
  switch (card.status) {
    case 'frozen':
      return (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
          Your {virtualCardLabel(card).toLowerCase()} is frozen.{' '}
          <Link to={paths.dashboard.root.getHref()} className="font-medium text-brand-700 underline">
            Unfreeze it on the dashboard
          </Link>{' '}
          to pay with it.
        </p>
      );
    case 'active': {
      const options: readonly ToggleOption<MerchantPaymentSource>[] = [
        { value: 'wallet', label: 'Wallet', icon: WalletIcon },
        { value: 'card', label: virtualCardLabel(card), icon: CreditCardIcon },
      ];
      return <OptionToggle legend="Pay with" options={options} value={value} register={register} />;
    }
  }
}
