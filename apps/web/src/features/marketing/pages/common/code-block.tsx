import { CopyButton } from './copy-button';

/**
 * A dark code panel with its language and a copy button. Long lines scroll inside the panel, so the
 * page itself never scrolls sideways on a phone.
 */
export function CodeBlock({ code, language, title }: { code: string; language: string; title: string }) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-800 bg-slate-950">
      <div className="flex items-center justify-between border-b border-slate-800 px-4 py-2">
        <span className="text-xs font-medium tracking-wide text-slate-400 uppercase">{language}</span>
        <CopyButton text={code} label={`Copy code: ${title}`} />
      </div>
      {/* Focusable so keyboard users can scroll long lines (axe scrollable-region-focusable). */}
      <pre
        tabIndex={0}
        role="region"
        aria-label={`Code: ${title}`}
        className="overflow-x-auto p-4 text-[13px] leading-relaxed text-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset"
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
