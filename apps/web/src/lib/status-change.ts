/** Variables of a pause/activate mutation (docs/product.md#states "Link status"): the item's id and the status to set. */
export interface StatusChange {
  id: string;
  status: 'active' | 'paused';
}
