import { Link } from 'react-router';
import { CheckCircle2Icon } from 'lucide-react';
import { MalipoLogo } from '@/components/malipo-logo';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { DemoModeNote } from './demo-mode-note';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

const HIGHLIGHTS = [
  'Share payment links in minutes, no code needed',
  'Accept cards and mobile money: MTN, Airtel, M-Pesa',
  'See every payment land in your balance',
];

/**
 * The one authentication screen behind `/login` and `/signup` (docs/product.md#routes, docs/product.md#sign-in). `redirectTo` (already
 * checked to be a dashboard path) is kept when switching between the two modes; `planName` is the
 * pricing plan chosen before signing up, if any. Both modes show the Demo Mode note; on sign-up its
 * button calls `onUseDemo` (which opens sign-in with the demo account filled in, `fillDemo`).
 */
export function AuthScreen({
  mode,
  redirectTo,
  planName = null,
  fillDemo = false,
  onSuccess,
  onUseDemo,
}: {
  mode: 'login' | 'signup';
  redirectTo: string | null;
  planName?: string | null;
  fillDemo?: boolean;
  onSuccess: () => void;
  onUseDemo: () => void;
}) {
  const isLogin = mode === 'login';
  return (
    <div className="flex min-h-dvh">
      <aside
        aria-label="About Malipo"
        className="hidden w-[44%] flex-col justify-between bg-gradient-to-br from-brand-800 via-brand-700 to-teal-600 p-12 text-white lg:flex"
      >
        <Link
          to={paths.home.getHref()}
          className="w-fit rounded-lg focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        >
          <MalipoLogo className="text-white [&_rect]:fill-white/15" />
        </Link>
        <div className="space-y-6">
          <p className="text-3xl leading-tight font-semibold text-balance">Payments for African businesses</p>
          <ul className="space-y-3 text-brand-50">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-start gap-3">
                <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-emerald-200" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-brand-100">Kigali Innovation City, Rwanda</p>
      </aside>

      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-6">
        <Link
          to={paths.home.getHref()}
          className="mb-8 rounded-lg focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none lg:hidden"
        >
          <MalipoLogo />
        </Link>
        <Card className="w-full max-w-md">
          <CardHeader>
            <h1 className="text-2xl leading-tight font-semibold">
              {isLogin ? 'Welcome back' : 'Create your account'}
            </h1>
            <CardDescription>
              {isLogin ? 'Sign in to your Malipo dashboard.' : 'Start accepting payments in minutes.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {isLogin ? (
              <LoginForm onSuccess={onSuccess} fillDemo={fillDemo} />
            ) : (
              <div className="space-y-6">
                <SignUpForm planName={planName} onSuccess={onSuccess} />
                <DemoModeNote onUseDemo={onUseDemo} />
              </div>
            )}
            <p className="mt-6 text-center text-sm text-slate-600">
              {isLogin ? 'New to Malipo? ' : 'Already have an account? '}
              <Link
                to={isLogin ? paths.auth.signup.getHref(redirectTo) : paths.auth.login.getHref(redirectTo)}
                className="rounded font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                {isLogin ? 'Create an account' : 'Sign in'}
              </Link>
            </p>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
