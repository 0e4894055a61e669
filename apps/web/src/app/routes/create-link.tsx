/**
 * `/dashboard/create-link`: the link types a merchant can create (spec §2.7).
 * @module
 */
import { CreateLinkOptions } from '../../features/links/components/create-link-options';

/** Route component. */
export function Component() {
  return (
    <>
      <title>Create Link · Malipo</title>
      <CreateLinkOptions />
    </>
  );
}
