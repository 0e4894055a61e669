import { CheckCircle2Icon, CreditCardIcon, LockIcon, SmartphoneIcon } from 'lucide-react';

/** One placeholder field of the mock checkout. */
function MockField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-xs font-medium text-slate-500">{label}</p>
      <p className="mt-1 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-700">{value}</p>
    </div>
  );
}

/**
 * The hero's mock checkout card (docs/product.md#home-page), drawn in markup so it costs no image download. Purely
 * decorative: hidden from assistive technology.
 */
export function CheckoutMock() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm select-none lg:mr-0">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-200/70 via-teal-100/60 to-amber-100/60 blur-2xl" />
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-brand-900/10">
        <div className="flex items-center gap-3 bg-gradient-to-r from-brand-700 to-teal-600 px-5 py-4 text-white">
          <span className="flex size-9 items-center justify-center rounded-full bg-white/20 font-semibold">
            K
          </span>
          <div>
            <p className="font-semibold">Kigali Crafts</p>
            <p className="text-xs text-white/80">pay.malipo.dev/kigali-crafts</p>
          </div>
        </div>
        <div className="space-y-4 p-5">
          <div className="flex items-end justify-between">
            <div>
              <p className="font-semibold text-slate-900">Handwoven agaseke basket</p>
              <p className="text-sm text-slate-500">Qty 2</p>
            </div>
            <p className="text-lg font-bold text-slate-900">RWF 45,000</p>
          </div>
          <div className="grid grid-cols-2 gap-2 text-sm">
            <p className="flex items-center justify-center gap-1.5 rounded-lg border border-slate-200 px-3 py-2 font-medium text-slate-600">
              <CreditCardIcon className="size-4" /> Card
            </p>
            <p className="flex items-center justify-center gap-1.5 rounded-lg border-2 border-brand-600 bg-brand-50 px-3 py-2 font-medium text-brand-800">
              <SmartphoneIcon className="size-4" /> Mobile
            </p>
          </div>
          <MockField label="Provider" value="MTN Mobile Money" />
          <MockField label="Phone number" value="+250 788 000 111" />
          <p className="rounded-lg bg-brand-700 py-2.5 text-center text-sm font-semibold text-white">
            Pay RWF 45,000
          </p>
          <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
            <LockIcon className="size-3.5" /> Secured by Malipo
          </p>
        </div>
      </div>
      <div className="absolute -bottom-12 left-4 flex items-center gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-lg sm:-left-8">
        <CheckCircle2Icon className="size-5 text-brand-600" />
        <div className="text-xs">
          <p className="font-semibold text-slate-900">Payment received</p>
          <p className="text-slate-500">RWF 45,000 · just now</p>
        </div>
      </div>
    </div>
  );
}
