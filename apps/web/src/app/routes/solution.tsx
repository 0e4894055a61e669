/**
 * `/solutions/{slug}` route module: one solution page (docs/product.md#routes, docs/product.md#site-pages) from its copy; an unknown
 * slug shows the not-found page.
 * @module
 */
import { useParams } from 'react-router';
import { SolutionPage } from '@/features/marketing/components/solution-page';
import { SOLUTION_PAGES } from '@/features/marketing/content/solutions';
import { SOLUTION_SUMMARIES, isSolutionSlug } from '@/features/marketing/content/solution-summaries';
import { Component as NotFound } from './not-found';

export function Component() {
  const { solutionSlug } = useParams();
  const summary = SOLUTION_SUMMARIES.find((solution) => solution.slug === solutionSlug);
  if (!isSolutionSlug(solutionSlug) || !summary) return <NotFound />;
  return <SolutionPage key={solutionSlug} summary={summary} content={SOLUTION_PAGES[solutionSlug]} />;
}
