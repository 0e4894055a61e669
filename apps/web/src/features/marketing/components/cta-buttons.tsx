import { Link } from 'react-router';
import { ArrowRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * The site's two calls to action (docs/product.md#site-pages): 'Start Free Trial' → `/signup` and 'Contact Sales' →
 * `/contact?subject=Sales`. `tone="dark"` suits a dark band.
 */
export function CtaButtons({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row', className)}>
      <Button
        asChild
        size="lg"
        className={cn(
          tone === 'dark' && 'bg-white text-brand-800 hover:bg-brand-50 focus-visible:ring-white',
        )}
      >
        <Link to={paths.auth.signup.getHref()}>
          Start Free Trial
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </Button>
      <Button
        asChild
        size="lg"
        variant="outline"
        className={cn(
          tone === 'dark' &&
            'border-white/40 bg-transparent text-white hover:bg-white/10 focus-visible:ring-white',
        )}
      >
        <Link to={paths.info.contact.getHref('Sales')}>Contact Sales</Link>
      </Button>
    </div>
  );
}
