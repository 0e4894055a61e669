import { NavLink } from 'react-router';
import {
  ArrowDownToLineIcon,
  ArrowUpFromLineIcon,
  CodeXmlIcon,
  HeartHandshakeIcon,
  HistoryIcon,
  LayoutDashboardIcon,
  Link2Icon,
  MailIcon,
  PlusCircleIcon,
  ReceiptIcon,
  RepeatIcon,
  SendIcon,
  SettingsIcon,
  StoreIcon,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';

interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  end?: boolean;
}

/** Main sidebar sections available so far (docs/product.md#dashboard; the other money sections come in later issues). */
const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', href: paths.dashboard.root.getHref(), icon: LayoutDashboardIcon, end: true },
  { label: 'Create Link', href: paths.dashboard.createLink.getHref(), icon: PlusCircleIcon },
  { label: 'Payment Links', href: paths.dashboard.paymentLinks.getHref(), icon: Link2Icon },
  { label: 'Donation Links', href: paths.dashboard.donationLinks.getHref(), icon: HeartHandshakeIcon },
  { label: 'Subscription Links', href: paths.dashboard.subscriptionLinks.getHref(), icon: RepeatIcon },
  { label: 'Catalogue', href: paths.dashboard.catalogues.getHref(), icon: StoreIcon },
  { label: 'Send Money', href: paths.dashboard.sendMoney.getHref(), icon: SendIcon },
  { label: 'Make Payment', href: paths.dashboard.makePayment.getHref(), icon: ReceiptIcon },
  { label: 'Deposit', href: paths.dashboard.deposit.getHref(), icon: ArrowDownToLineIcon },
  { label: 'Withdraw', href: paths.dashboard.withdraw.getHref(), icon: ArrowUpFromLineIcon },
  { label: 'History', href: paths.dashboard.history.getHref(), icon: HistoryIcon },
  { label: 'Emails', href: paths.dashboard.notifications.getHref(), icon: MailIcon },
];

/** Sections kept at the bottom of the sidebar, above the user block. */
const FOOTER_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Developers', href: paths.dashboard.developers.getHref(), icon: CodeXmlIcon },
  { label: 'Settings', href: paths.dashboard.settings.getHref(), icon: SettingsIcon },
];

function NavItemLink({
  item: { label, href, icon: Icon, end },
  isCollapsed,
  onNavigate,
}: {
  item: NavItem;
  isCollapsed: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  return (
    <NavLink
      to={href}
      end={end}
      onClick={onNavigate}
      title={isCollapsed ? label : undefined}
      className={({ isActive }) =>
        cn(
          'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
          isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
          isCollapsed && 'justify-center px-0',
        )
      }
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <span className={cn(isCollapsed && 'sr-only')}>{label}</span>
    </NavLink>
  );
}

/** The dashboard's section links. `isCollapsed` shows icons only (names stay available to screen readers). */
export function DashboardNav({
  isCollapsed = false,
  onNavigate,
}: {
  isCollapsed?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Dashboard sections" className="flex flex-1 flex-col gap-1 px-3 py-4">
      <ul className="space-y-1">
        {NAV_ITEMS.map((item) => (
          <li key={item.href}>
            <NavItemLink item={item} isCollapsed={isCollapsed} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      <ul className="mt-auto space-y-1 pt-4">
        {FOOTER_NAV_ITEMS.map((item) => (
          <li key={item.href}>
            <NavItemLink item={item} isCollapsed={isCollapsed} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
