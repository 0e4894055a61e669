import { NavLink } from 'react-router';
import {
  ArrowDownToLineIcon,
  ArrowUpFromLineIcon,
  CodeXmlIcon,
  ContactIcon,
  FileTextIcon,
  HeartHandshakeIcon,
  HistoryIcon,
  LayoutDashboardIcon,
  Link2Icon,
  MailIcon,
  PlusCircleIcon,
  ReceiptIcon,
  RepeatIcon,
  ScrollTextIcon,
  SendIcon,
  SettingsIcon,
  StoreIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { roleCan, type Role, type RoutePermission } from '@malipo/contracts/roles';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';

interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  end?: boolean;
  /** What the section needs of the member's role (docs/security.md#roles-and-permissions); `view` when absent. */
  permission?: RoutePermission;
}

/** Main sidebar sections available so far (docs/product.md#dashboard; the other money sections come in later issues). */
const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', href: paths.dashboard.root.getHref(), icon: LayoutDashboardIcon, end: true },
  {
    label: 'Create Link',
    href: paths.dashboard.createLink.getHref(),
    icon: PlusCircleIcon,
    permission: 'links',
  },
  { label: 'Payment Links', href: paths.dashboard.paymentLinks.getHref(), icon: Link2Icon },
  { label: 'Donation Links', href: paths.dashboard.donationLinks.getHref(), icon: HeartHandshakeIcon },
  { label: 'Subscription Links', href: paths.dashboard.subscriptionLinks.getHref(), icon: RepeatIcon },
  { label: 'Catalogue', href: paths.dashboard.catalogues.getHref(), icon: StoreIcon },
  { label: 'Send Money', href: paths.dashboard.sendMoney.getHref(), icon: SendIcon, permission: 'money' },
  {
    label: 'Make Payment',
    href: paths.dashboard.makePayment.getHref(),
    icon: ReceiptIcon,
    permission: 'money',
  },
  {
    label: 'Deposit',
    href: paths.dashboard.deposit.getHref(),
    icon: ArrowDownToLineIcon,
    permission: 'money',
  },
  {
    label: 'Withdraw',
    href: paths.dashboard.withdraw.getHref(),
    icon: ArrowUpFromLineIcon,
    permission: 'money',
  },
  { label: 'Invoices', href: paths.dashboard.invoices.getHref(), icon: FileTextIcon },
  { label: 'Customers', href: paths.dashboard.customers.getHref(), icon: ContactIcon },
  { label: 'History', href: paths.dashboard.history.getHref(), icon: HistoryIcon },
  { label: 'Emails', href: paths.dashboard.notifications.getHref(), icon: MailIcon },
];

/** Sections kept at the bottom of the sidebar, above the user block. */
const FOOTER_NAV_ITEMS: readonly NavItem[] = [
  {
    label: 'Developers',
    href: paths.dashboard.developers.getHref(),
    icon: CodeXmlIcon,
    permission: 'api_keys',
  },
  { label: 'Team', href: paths.dashboard.team.getHref(), icon: UsersIcon, permission: 'signed_in' },
  { label: 'Settings', href: paths.dashboard.settings.getHref(), icon: SettingsIcon },
  { label: 'Audit log', href: paths.dashboard.auditLog.getHref(), icon: ScrollTextIcon },
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

/**
 * The dashboard's section links. `isCollapsed` shows icons only (names stay available to screen
 * readers). With `role`, sections the role cannot use are left out.
 */
export function DashboardNav({
  isCollapsed = false,
  onNavigate,
  role,
}: {
  isCollapsed?: boolean;
  onNavigate?: () => void;
  role?: Role;
}) {
  const allowed = (item: NavItem) => role === undefined || roleCan(role, item.permission ?? 'view');
  return (
    <nav
      aria-label="Dashboard sections"
      className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto px-3 py-4"
    >
      <ul className="space-y-1">
        {NAV_ITEMS.filter(allowed).map((item) => (
          <li key={item.href}>
            <NavItemLink item={item} isCollapsed={isCollapsed} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      <ul className="mt-auto space-y-1 pt-4">
        {FOOTER_NAV_ITEMS.filter(allowed).map((item) => (
          <li key={item.href}>
            <NavItemLink item={item} isCollapsed={isCollapsed} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
