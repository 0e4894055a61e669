import { useCallback, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { MenuIcon, XIcon } from 'lucide-react';
import { MalipoLogo } from '@/components/malipo-logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { NAV_LINKS, NAV_MENUS, type NavMenu } from '../content/navigation';
import { useDismiss } from '../hooks/use-dismiss';
import { MobileNav } from './mobile-nav';
import { NavDropdown } from './nav-dropdown';
import { SiteContainer } from './site-container';

const MOBILE_NAV_ID = 'site-mobile-nav';

/**
 * The public site's sticky header (docs/product.md#routes): logo, the Products, Solutions and Resources
 * dropdowns (one open at a time), Developers and Pricing links, Log In and Sign Up, and below the
 * `lg` breakpoint a menu toggle (`aria-expanded`; Escape closes it and refocuses the toggle).
 */
export function SiteHeader() {
  const [openMenu, setOpenMenu] = useState<NavMenu['id'] | null>(null);
  const [isMobileOpen, setIsMobileOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMobile = useCallback(() => setIsMobileOpen(false), []);
  useDismiss({
    containerRef: headerRef,
    isOpen: isMobileOpen,
    onDismiss: (reason) => {
      if (reason !== 'escape') return;
      setIsMobileOpen(false);
      toggleRef.current?.focus();
    },
  });

  return (
    <header ref={headerRef} className="sticky top-0 z-50 border-b border-slate-200/80 bg-white">
      <SiteContainer className="relative flex h-16 items-center gap-4">
        <Link
          to={paths.home.getHref()}
          className="rounded-lg focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <MalipoLogo />
        </Link>
        <nav aria-label="Main" className="hidden lg:ml-6 lg:block">
          <ul className="flex items-center gap-1">
            {NAV_MENUS.map((menu) => (
              <NavDropdown
                key={menu.id}
                menu={menu}
                isOpen={openMenu === menu.id}
                onOpenChange={(isOpen) =>
                  setOpenMenu((current) => (isOpen ? menu.id : current === menu.id ? null : current))
                }
              />
            ))}
            {NAV_LINKS.map((link) => (
              <li key={link.label}>
                <NavLink
                  to={link.href}
                  className="inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none aria-[current=page]:text-brand-700"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 lg:flex">
          <Button asChild variant="ghost">
            <Link to={paths.auth.login.getHref()}>Log In</Link>
          </Button>
          <Button asChild>
            <Link to={paths.auth.signup.getHref()}>Sign Up</Link>
          </Button>
        </div>
        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="ml-auto lg:hidden"
          aria-expanded={isMobileOpen}
          aria-controls={MOBILE_NAV_ID}
          onClick={() => setIsMobileOpen(!isMobileOpen)}
        >
          {isMobileOpen ? (
            <XIcon className="size-6" aria-hidden="true" />
          ) : (
            <MenuIcon className="size-6" aria-hidden="true" />
          )}
          <span className="sr-only">{isMobileOpen ? 'Close menu' : 'Open menu'}</span>
        </Button>
      </SiteContainer>
      {isMobileOpen && <MobileNav id={MOBILE_NAV_ID} onNavigate={closeMobile} />}
    </header>
  );
}
