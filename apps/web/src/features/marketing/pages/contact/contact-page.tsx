import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Toaster } from 'sonner';
import { MailIcon, MapPinIcon } from 'lucide-react';
import { paths } from '@/config/paths';
import { PageHero } from '@/features/marketing/components/page-hero';
import { PageMeta } from '@/features/marketing/components/page-meta';
import { PageSection } from '@/features/marketing/components/page-section';
import { SiteContainer } from '@/features/marketing/components/site-container';
import { COMPANY, mailtoHref } from '@/features/marketing/content/info/company';
import {
  CONTACT_FAQ,
  CONTACT_INFO,
  CONTACT_SUBJECTS,
  DEPARTMENTS,
} from '@/features/marketing/content/info/contact';
import { PAGE_HEADERS } from '@/features/marketing/content/info/page-headers';
import { ClosingCard } from '../common/closing-card';
import { ContactForm } from './contact-form';

const HEADER = PAGE_HEADERS.contact;

/**
 * `/contact` (docs/product.md#site-pages contact): information cards, the message form (subject from `?subject=`),
 * departments with their inboxes, the Kigali office, an FAQ grid and 'Ready to Get Started?'. The
 * public layout has no toaster, so the page brings one for the form's confirmation.
 */
export function ContactPage() {
  const [searchParams] = useSearchParams();
  const subject = searchParams.get('subject') ?? '';

  return (
    <>
      <PageMeta {...HEADER.meta} />
      <PageHero hero={HEADER.hero} actions={null} />
      <SiteContainer className="pt-12 sm:pt-16">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CONTACT_INFO.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <item.icon className="size-6 text-brand-700" aria-hidden="true" />
              <h2 className="mt-3 font-semibold text-slate-900">{item.title}</h2>
              <p className="mt-1 font-medium break-words text-slate-900">
                {item.href ? (
                  <a href={item.href} className="text-brand-700 hover:underline">
                    {item.detail}
                  </a>
                ) : (
                  item.detail
                )}
              </p>
              <p className="mt-1 text-sm text-slate-600">{item.text}</p>
            </li>
          ))}
        </ul>
      </SiteContainer>
      <SiteContainer className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.4fr_1fr]">
        <section
          aria-labelledby="contact-form-title"
          id="contact-form"
          className="scroll-mt-24 self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Send us a message
          </h2>
          <p className="mt-2 mb-6 text-slate-600">We reply {COMPANY.supportReply}.</p>
          <ContactForm subject={subject} />
        </section>
        <div className="space-y-6">
          <section
            aria-labelledby="departments-title"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="departments-title" className="text-lg font-semibold text-slate-900">
              Contact by Department
            </h2>
            <ul className="mt-4 divide-y divide-slate-100">
              {DEPARTMENTS.map((department) => (
                <li key={department.name} className="py-3">
                  <p className="font-medium text-slate-900">{department.name}</p>
                  <p className="text-sm text-slate-600">{department.description}</p>
                  <a
                    href={mailtoHref(department.email)}
                    className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium break-all text-brand-700 hover:underline"
                  >
                    <MailIcon className="size-4 shrink-0" aria-hidden="true" />
                    {department.email}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="office-title"
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            <div
              role="img"
              aria-label={`Map: ${COMPANY.office}`}
              className="relative flex h-40 items-center justify-center bg-[linear-gradient(#e2e8f0_1px,transparent_1px),linear-gradient(90deg,#e2e8f0_1px,transparent_1px)] bg-[size:24px_24px] bg-slate-50"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg">
                <MapPinIcon className="size-6" aria-hidden="true" />
              </span>
            </div>
            <div className="p-6">
              <h2 id="office-title" className="text-lg font-semibold text-slate-900">
                Visit Our Office
              </h2>
              <dl className="mt-3 space-y-2 text-sm">
                <OfficeFact term="Address">{COMPANY.office}</OfficeFact>
                <OfficeFact term="Hours">{COMPANY.officeHours}</OfficeFact>
                <OfficeFact term="Phone">
                  <a href={COMPANY.phoneHref} className="text-brand-700 hover:underline">
                    {COMPANY.phone}
                  </a>
                </OfficeFact>
              </dl>
            </div>
          </section>
        </div>
      </SiteContainer>
      <PageSection tone="muted" title="Frequently Asked Questions">
        <dl className="grid gap-6 md:grid-cols-2">
          {CONTACT_FAQ.map((item) => (
            <div key={item.question} className="rounded-2xl border border-slate-200 bg-white p-6">
              <dt className="font-semibold text-slate-900">{item.question}</dt>
              <dd className="mt-2 text-slate-600">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <ClosingCard
        title="Ready to Get Started?"
        text="Open a free account in minutes, or let our team show you around."
        primary={{ label: 'Start Your Free Trial', href: paths.auth.signup.getHref() }}
        secondary={{
          label: 'Schedule a Demo',
          href: paths.info.contact.getHref(CONTACT_SUBJECTS.demo),
          onClick: scrollToForm,
        }}
      />
      <Toaster richColors closeButton position="top-right" toastOptions={{ className: 'font-sans' }} />
    </>
  );
}

/** Brings the form into view after 'Schedule a Demo' fills its subject. */
function scrollToForm() {
  document.getElementById('contact-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function OfficeFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="w-16 shrink-0 text-slate-500">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
