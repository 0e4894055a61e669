/**
 * `/dashboard/create-link`: the link types a merchant can create (docs/product.md#dashboard).
 * @module
 */
import { CreateLinkOptions } from '@/features/links/components/create-link-options';

export function Component() {
  return (
    <>
      <title>Create Link · Malipo</title>
      <CreateLinkOptions />
    </>
  );
}
