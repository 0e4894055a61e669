/**
 * `/products/{slug}` route module: one product page (docs/product.md#routes) from its copy; an unknown slug shows
 * the not-found page.
 * @module
 */
import { useParams } from 'react-router';
import { ProductPage } from '@/features/marketing/components/product-page';
import { PRODUCT_PAGES } from '@/features/marketing/content/products';
import { PRODUCT_SUMMARIES, isProductSlug } from '@/features/marketing/content/product-summaries';
import { Component as NotFound } from './not-found';

export function Component() {
  const { productSlug } = useParams();
  const summary = PRODUCT_SUMMARIES.find((product) => product.slug === productSlug);
  if (!isProductSlug(productSlug) || !summary) return <NotFound />;
  return <ProductPage key={productSlug} summary={summary} content={PRODUCT_PAGES[productSlug]} />;
}
