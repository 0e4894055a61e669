import { Link } from 'react-router';
import { ArrowRightIcon, Link2Icon, ShieldCheckIcon, SmartphoneIcon, WalletIcon } from 'lucide-react';
import { MalipoLogo } from '../../../components/malipo-logo';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

const FEATURES = [
  {
    icon: Link2Icon,
    title: 'Payment links',
    text: 'Create a link in minutes and share it by WhatsApp, SMS or email. No website or code needed.',
  },
  {
    icon: SmartphoneIcon,
    title: 'Cards and mobile money',
    text: 'Your customers pay the way they already do: by card, MTN Mobile Money, Airtel Money or M-Pesa.',
  },
  {
    icon: WalletIcon,
    title: 'See your money',
    text: 'Every payment lands in your balance and your transaction history the moment it succeeds.',
  },
] as const;

/** A mock checkout for the hero, built from markup (no image download). */
function CheckoutIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-br from-brand-200/60 to-teal-100/40 blur-2xl" />
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl">
        <div className="flex items-center gap-3 bg-gradient-to-r from-blue-500 to-blue-700 px-5 py-4 text-white">
          <span className="flex size-9 items-center justify-center rounded-full bg-white/20 font-semibold">
            K
          </span>
          <span className="font-semibold">Kigali Crafts</span>
        </div>
        <div className="space-y-4 p-5">
          <div>
            <p className="font-semibold text-slate-900">Handwoven basket</p>
            <p className="text-sm text-slate-500">Example checkout</p>
          </div>
          <div className="grid grid-cols-2 gap-2 text-sm">
            <div className="rounded-lg border-2 border-blue-600 bg-blue-50 px-3 py-2 text-center font-medium text-blue-800">
              Card
            </div>
            <div className="rounded-lg border border-slate-200 px-3 py-2 text-center font-medium text-slate-600">
              Mobile
            </div>
          </div>
          <div className="space-y-2">
            <div className="h-9 rounded-lg border border-slate-200" />
            <div className="grid grid-cols-2 gap-2">
              <div className="h-9 rounded-lg border border-slate-200" />
              <div className="h-9 rounded-lg border border-slate-200" />
            </div>
          </div>
          <div className="rounded-lg bg-blue-600 py-2.5 text-center text-sm font-medium text-white">
            Pay now
          </div>
        </div>
      </div>
    </div>
  );
}

/** Malipo's short landing page: what it is and a way in (the full marketing site is a later issue). */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-white font-sans">
      <header className="border-b border-slate-100">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link
            to={paths.home.getHref()}
            className="rounded-lg focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            <MalipoLogo />
          </Link>
          <nav aria-label="Account" className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm" className="h-9">
              <Link to={paths.auth.login.getHref()}>Log In</Link>
            </Button>
            <Button asChild size="sm" className="h-9">
              <Link to={paths.auth.signup.getHref()}>Sign Up</Link>
            </Button>
          </nav>
        </div>
      </header>

      <main className="flex-1">
        <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-24">
          <div className="space-y-6">
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
              <ShieldCheckIcon className="size-4" aria-hidden="true" />
              Cards · Mobile money · Payment links
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              Payments for African businesses
            </h1>
            <p className="max-w-xl text-lg text-slate-600">
              Malipo means “payments” in Swahili. Create a payment link, share it with your customers and get
              paid by card or mobile money, then watch every payment arrive in your dashboard.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to={paths.auth.signup.getHref()}>
                  Sign Up
                  <ArrowRightIcon aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={paths.auth.login.getHref()}>Log In</Link>
              </Button>
            </div>
          </div>
          <CheckoutIllustration />
        </section>

        <section aria-labelledby="features-heading" className="border-t border-slate-100 bg-slate-50">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
            <h2 id="features-heading" className="text-2xl font-semibold tracking-tight">
              Everything you need to start getting paid
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {FEATURES.map(({ icon: Icon, title, text }) => (
                <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 font-semibold">{title}</h3>
                  <p className="mt-2 text-sm text-slate-600">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>

      <footer className="border-t border-slate-100">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:justify-between sm:px-6">
          <p>© {new Date().getFullYear()} Malipo</p>
          <p>Kigali Innovation City, Rwanda</p>
        </div>
      </footer>
    </div>
  );
}
