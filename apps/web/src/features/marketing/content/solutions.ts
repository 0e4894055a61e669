/**
 * Every solution page's copy by slug (docs/product.md#routes, docs/product.md#site-pages: `/solutions/{slug}`), so one component renders them all.
 * @module
 */
import type { SolutionSlug } from './solution-summaries';
import type { SolutionPageContent } from './types';
import { AGRICULTURE_PAGE } from './solutions/agriculture';
import { EDUCATION_PAGE } from './solutions/education';
import { ENTERPRISES_PAGE } from './solutions/enterprises';
import { EVENTS_PAGE } from './solutions/events';
import { HEALTHCARE_PAGE } from './solutions/healthcare';
import { NGOS_PAGE } from './solutions/ngos';
import { RETAIL_PAGE } from './solutions/retail';
import { STARTUPS_PAGE } from './solutions/startups';
import { TRAVEL_PAGE } from './solutions/travel';

/** Solution page copy, by slug. */
export const SOLUTION_PAGES: Record<SolutionSlug, SolutionPageContent> = {
  education: EDUCATION_PAGE,
  healthcare: HEALTHCARE_PAGE,
  agriculture: AGRICULTURE_PAGE,
  ngos: NGOS_PAGE,
  enterprises: ENTERPRISES_PAGE,
  startups: STARTUPS_PAGE,
  retail: RETAIL_PAGE,
  travel: TRAVEL_PAGE,
  events: EVENTS_PAGE,
};
