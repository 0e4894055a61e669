import { useRef, useEffect } from 'react';
import { StoreIcon } from 'lucide-react';
import { MERCHANT_NAMES } from '@/features/marketing/content/home';
import { usePrefersReducedMotion } from '@/features/marketing/hooks/use-prefers-reduced-motion';

const SCROLL_DURATION_MS = 45_000;
const SCROLLING_LIST = 'flex shrink-0 items-center gap-10 pr-10';

/** One copy of the merchant names; `isDuplicate` hides the scrolling copy from screen readers. */
function MerchantList({ isDuplicate = false, className }: { isDuplicate?: boolean; className: string }) {
  return (
    <ul aria-hidden={isDuplicate || undefined} className={className}>
      {MERCHANT_NAMES.map((name) => (
        <li
          key={name}
          className="flex items-center gap-2 text-lg font-semibold whitespace-nowrap text-slate-500"
        >
          <StoreIcon className="size-5" aria-hidden="true" />
          {name}
        </li>
      ))}
    </ul>
  );
}

/**
 * The strip of merchant names under the hero (docs/product.md#home-page): it scrolls endlessly (two copies moved by
 * half their width, paused on hover) unless the visitor prefers reduced motion, in which case the
 * names simply wrap.
 */
export function MerchantStrip() {
  const prefersReducedMotion = usePrefersReducedMotion();
  const trackRef = useRef<HTMLDivElement>(null);
  const animationRef = useRef<Animation | null>(null);

  useEffect(() => {
    const track = trackRef.current;
    if (prefersReducedMotion || !track || typeof track.animate !== 'function') return;
    const animation = track.animate([{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }], {
      duration: SCROLL_DURATION_MS,
      iterations: Infinity,
    });
    animationRef.current = animation;
    return () => animation.cancel();
  }, [prefersReducedMotion]);

  return (
    <section aria-label="Businesses paid with Malipo" className="border-y border-slate-100 bg-white py-8">
      <p className="text-center text-sm font-medium text-slate-500">
        Trusted by schools, shops, farms and charities across Africa
      </p>
      {prefersReducedMotion ? (
        <MerchantList className="mx-auto mt-6 flex max-w-5xl flex-wrap justify-center gap-x-10 gap-y-3 px-4" />
      ) : (
        <div
          className="mt-6 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]"
          onMouseEnter={() => animationRef.current?.pause()}
          onMouseLeave={() => animationRef.current?.play()}
        >
          <div ref={trackRef} className="flex w-max">
            <MerchantList className={SCROLLING_LIST} />
            <MerchantList className={SCROLLING_LIST} isDuplicate />
          </div>
        </div>
      )}
    </section>
  );
}
