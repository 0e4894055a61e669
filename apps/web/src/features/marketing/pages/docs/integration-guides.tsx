import { INTEGRATION_GUIDES } from '@/features/marketing/content/info/docs';

/** The integration guides: what each covers and its steps. */
export function IntegrationGuides() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {INTEGRATION_GUIDES.map((guide) => (
        <li key={guide.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <guide.icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{guide.title}</h3>
          <p className="mt-1 text-slate-600">{guide.text}</p>
          <ol className="mt-4 space-y-2 text-sm text-slate-700">
            {guide.steps.map((step, index) => (
              <li key={step} className="flex gap-2">
                <span className="font-semibold text-brand-700">{index + 1}.</span>
                <span className="min-w-0 break-words">{step}</span>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
