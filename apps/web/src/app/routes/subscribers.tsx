/**
 * `/dashboard/subscription-links/:linkId`: one plan's subscribers. The plan's
 * title comes from the subscription link list (the links feature); the subscribers from theirs.
 * @module
 */
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useSubscriptionLinks } from '@/features/links/api/get-subscription-links';
import { SubscribersView } from '@/features/subscriptions/components/subscribers-view';

export function Component() {
  const { linkId = '' } = useParams();
  const links = useSubscriptionLinks();
  const planTitle = links.data?.find((link) => link.id === linkId)?.title ?? null;
  return (
    <>
      <title>{planTitle ? `Subscribers of ${planTitle} · Malipo` : 'Subscribers · Malipo'}</title>
      <SubscribersView
        linkId={linkId}
        planTitle={planTitle}
        backHref={paths.dashboard.subscriptionLinks.getHref()}
      />
    </>
  );
}
