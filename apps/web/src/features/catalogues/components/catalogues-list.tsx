import { Link } from 'react-router';
import { PencilIcon, StoreIcon } from 'lucide-react';
import type { Catalogue } from '@malipo/contracts/catalogues';
import { formatMoney } from '@malipo/contracts/money';
import type { ShareableDetails } from '@/components/shareable-card';
import { ShareableList } from '@/components/shareable-list';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { countLabel } from '@/lib/count-label';
import { formatDate } from '@/lib/format';
import { useDeleteCatalogue } from '../api/delete-catalogue';
import { useCatalogues } from '../api/get-catalogues';
import { useUpdateCatalogueStatus } from '../api/update-catalogue-status';

/** What a catalogue's card shows: product count, orders (total sales), revenue, created date, and Edit. */
function describeCatalogue(catalogue: Catalogue): ShareableDetails {
  return {
    name: catalogue.title,
    description: catalogue.description,
    headline: countLabel(catalogue.items.length, 'product', 'products'),
    stats: [
      { label: 'Orders', value: countLabel(catalogue.ordersCount, 'order', 'orders') },
      { label: 'Revenue', value: formatMoney(catalogue.totalRevenueMinor, catalogue.currency) },
      { label: 'Currency', value: catalogue.currency },
      {
        label: 'Created',
        value: <time dateTime={catalogue.createdAt}>{formatDate(catalogue.createdAt)}</time>,
      },
    ],
    extraActions: (
      <Button asChild variant="outline" size="sm">
        <Link to={paths.dashboard.editCatalogue.getHref(catalogue.id)} aria-label={`Edit ${catalogue.title}`}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Link>
      </Button>
    ),
  };
}

/**
 * The Catalogue section (docs/product.md#dashboard): every catalogue with its product count, orders and revenue,
 * and edit, copy, open (new tab), QR code, pause/activate and delete.
 */
export function CataloguesList() {
  return (
    <ShareableList
      heading="Catalogues"
      intro="Share a catalogue and take orders for several products at once."
      noun={{ singular: 'catalogue', short: 'catalogue' }}
      createHref={paths.dashboard.createCatalogue.getHref()}
      empty={{
        icon: StoreIcon,
        title: 'No catalogues yet',
        description: 'Create a catalogue of your products and share one link to take orders.',
        actionLabel: 'Create Your First Catalogue',
      }}
      query={useCatalogues()}
      statusMutation={useUpdateCatalogueStatus()}
      deleteMutation={useDeleteCatalogue()}
      describe={describeCatalogue}
    />
  );
}
