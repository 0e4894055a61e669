import { QUICK_START_STEPS } from '@/features/marketing/content/info/docs';
import { CodeSampleBlock } from './code-sample';

/** The three quick-start steps, each with its copyable code sample (docs/product.md#site-pages documentation). */
export function QuickStart() {
  return (
    <ol className="space-y-10">
      {QUICK_START_STEPS.map((step, index) => (
        <li key={step.title} className="grid grid-cols-1 gap-5 lg:grid-cols-[1fr_1.4fr] lg:gap-10">
          <div className="flex gap-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.description}</p>
            </div>
          </div>
          <div className="min-w-0">
            <CodeSampleBlock sample={step} />
          </div>
        </li>
      ))}
    </ol>
  );
}
