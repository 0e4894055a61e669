import { BriefcaseIcon, ClockIcon, MapPinIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EMAILS, mailtoHref } from '@/features/marketing/content/info/company';
import type { Job } from '@/features/marketing/content/info/types';

/** One open position: facts, description, requirements and benefits, and Apply (an email to careers). */
export function JobCard({ job }: { job: Job }) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <Badge variant="info">{job.department}</Badge>
          <h3 className="mt-3 text-xl font-semibold text-slate-900">{job.title}</h3>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
            <li className="flex items-center gap-1.5">
              <MapPinIcon className="size-4 text-slate-400" aria-hidden="true" />
              {job.location}
            </li>
            <li className="flex items-center gap-1.5">
              <ClockIcon className="size-4 text-slate-400" aria-hidden="true" />
              {job.type}
            </li>
            <li className="flex items-center gap-1.5">
              <BriefcaseIcon className="size-4 text-slate-400" aria-hidden="true" />
              {job.experience} experience
            </li>
          </ul>
        </div>
        <Button asChild className="shrink-0">
          <a
            href={mailtoHref(EMAILS.careers, `Application: ${job.title}`)}
            aria-label={`Apply: ${job.title}`}
          >
            Apply Now
          </a>
        </Button>
      </div>
      <p className="mt-4 text-slate-600">{job.description}</p>
      <details className="group mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none">
          Requirements and benefits
        </summary>
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <JobList title="What you bring" items={job.requirements} />
          <JobList title="What we offer" items={job.benefits} />
        </div>
      </details>
    </article>
  );
}

function JobList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600 marker:text-brand-600">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
