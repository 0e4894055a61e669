import { ALL_DEPARTMENTS } from '@/features/marketing/content/info/careers';
import type { Department, Job } from '@/features/marketing/content/info/types';
import { matchesQuery } from '../common/matches-query';

/**
 * The jobs in `department` (every job for 'All Departments') whose title, department or location
 * contains `query`, case-insensitively (docs/product.md#site-pages careers).
 */
export function filterJobs(
  jobs: readonly Job[],
  query: string,
  department: typeof ALL_DEPARTMENTS | Department,
): Job[] {
  return jobs.filter(
    (job) =>
      (department === ALL_DEPARTMENTS || job.department === department) &&
      matchesQuery([job.title, job.department, job.location], query),
  );
}
