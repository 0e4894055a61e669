/**
 * The public site's resources (docs/product.md#routes, docs/product.md#site-pages): what the Resources menu, the footer and the
 * `/resources` index link to.
 * @module
 */
import type { LucideIcon } from 'lucide-react';
import {
  ActivityIcon,
  BookOpenIcon,
  LifeBuoyIcon,
  MegaphoneIcon,
  NewspaperIcon,
  ShieldCheckIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

/** A resource page as menus and cards show it. */
export interface ResourceLink {
  name: string;
  /** One sentence under the name. */
  tagline: string;
  href: string;
  icon: LucideIcon;
}

/** Every resource in menu order. */
export const RESOURCE_LINKS: readonly ResourceLink[] = [
  {
    name: 'Documentation',
    tagline: 'Quick-start guides, the API reference, SDKs and webhooks.',
    href: paths.info.docs.getHref(),
    icon: BookOpenIcon,
  },
  {
    name: 'Help Center',
    tagline: 'Answers about accounts, payments, payouts and security.',
    href: paths.info.help.getHref(),
    icon: LifeBuoyIcon,
  },
  {
    name: 'Blog',
    tagline: 'Product news and stories from merchants across Africa.',
    href: paths.info.blog.getHref(),
    icon: NewspaperIcon,
  },
  {
    name: 'System Status',
    tagline: 'Live health of payments, payouts, the API and the dashboard.',
    href: paths.info.status.getHref(),
    icon: ActivityIcon,
  },
  {
    name: 'Security',
    tagline: 'How we protect your money and your customers’ data.',
    href: paths.info.security.getHref(),
    icon: ShieldCheckIcon,
  },
  {
    name: 'Press',
    tagline: 'Press releases, the media kit and our press contact.',
    href: paths.info.press.getHref(),
    icon: MegaphoneIcon,
  },
];
