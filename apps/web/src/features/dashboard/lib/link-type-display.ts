/**
 * How each link type (docs/product.md#constants "revenue by type") is named, coloured and reached on the dashboard.
 * @module
 */
import type { LinkType } from '@malipo/contracts/analytics';
import { paths } from '@/config/paths';

/** Singular badge label: "Payment link" (docs/product.md#dashboard Active Links dialog). */
export function linkTypeLabel(type: LinkType): string {
  switch (type) {
    case 'payment':
      return 'Payment link';
    case 'donation':
      return 'Donation link';
    case 'subscription':
      return 'Subscription link';
    case 'catalogue':
      return 'Catalogue';
  }
}

/** Plural legend label of the Revenue by Link Type donut: "Payment links". */
export function linkTypePluralLabel(type: LinkType): string {
  switch (type) {
    case 'payment':
      return 'Payment links';
    case 'donation':
      return 'Donation links';
    case 'subscription':
      return 'Subscriptions';
    case 'catalogue':
      return 'Catalogues';
  }
}

/** Slice and swatch colour of a link type (CSS colour; brand teal first, then distinct hues). */
export function linkTypeColor(type: LinkType): string {
  switch (type) {
    case 'payment':
      return '#0f766e';
    case 'donation':
      return '#f59e0b';
    case 'subscription':
      return '#6366f1';
    case 'catalogue':
      return '#ec4899';
  }
}

/**
 * Where "View Details" of a link of `type` goes, or `null` while that type has no dashboard screen
 * yet (only payment links have one today).
 */
export function linkTypeDetailsHref(type: LinkType): string | null {
  switch (type) {
    case 'payment':
      return paths.dashboard.paymentLinks.getHref();
    case 'donation':
    case 'subscription':
    case 'catalogue':
      return null;
  }
}
