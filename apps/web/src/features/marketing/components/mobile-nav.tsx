import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { NAV_LINKS, NAV_MENUS, type NavMenu } from '../content/navigation';

const rowClassName =
  'flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-medium text-slate-900 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none';

/** One dropdown's links as a collapsible group of the mobile menu. */
function MobileNavGroup({ menu }: { menu: NavMenu }) {
  const [isOpen, setIsOpen] = useState(false);
  const groupId = `mobile-nav-${menu.id}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={groupId}
        onClick={() => setIsOpen(!isOpen)}
        className={cn(rowClassName, 'cursor-pointer')}
      >
        {menu.label}
        <ChevronDownIcon
          className={cn('size-5 text-slate-500 transition-transform', isOpen && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <ul id={groupId} hidden={!isOpen} className="mb-2 ml-3 border-l border-slate-200 pl-3">
        {[...menu.items, menu.overview].map((item) => (
          <li key={item.href + item.label}>
            <Link
              to={item.href}
              className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The header's menu on small screens (docs/product.md#routes): the dropdowns as collapsible groups, the plain
 * links and the account buttons. Following any link closes it (`onNavigate`).
 */
export function MobileNav({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  return (
    <div
      id={id}
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) onNavigate();
      }}
      className="fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto border-t border-slate-200 bg-white px-4 pt-4 pb-8 lg:hidden"
    >
      <nav aria-label="Mobile">
        <ul className="space-y-1">
          {NAV_MENUS.map((menu) => (
            <MobileNavGroup key={menu.id} menu={menu} />
          ))}
          {NAV_LINKS.map((link) => (
            <li key={link.label}>
              <Link to={link.href} className={rowClassName}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 grid gap-3 border-t border-slate-200 pt-6">
        <Button asChild size="lg">
          <Link to={paths.auth.signup.getHref()}>Sign Up</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.auth.login.getHref()}>Log In</Link>
        </Button>
      </div>
    </div>
  );
}
