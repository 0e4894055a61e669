import { useState, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, BookOpenIcon, FileTextIcon, PlayCircleIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { countLabel } from '@/lib/count-label';
import { PageHero } from '@/features/marketing/components/page-hero';
import { PageMeta } from '@/features/marketing/components/page-meta';
import { PageSection } from '@/features/marketing/components/page-section';
import { SiteContainer } from '@/features/marketing/components/site-container';
import { HELP_TOPICS, POPULAR_ARTICLES, SUPPORT_CHANNELS } from '@/features/marketing/content/info/help';
import { SOCIAL_LINKS } from '@/features/marketing/content/navigation';
import { PAGE_HEADERS } from '@/features/marketing/content/info/page-headers';
import { SearchField } from '../common/search-field';
import { searchHelp } from './search-help';

const HEADER = PAGE_HEADERS.help;
const YOUTUBE_URL =
  SOCIAL_LINKS.find((link) => link.network === 'YouTube')?.href ?? 'https://www.youtube.com';

/**
 * `/help` (docs/product.md#site-pages help center): a search box that filters the topic cards' articles and the
 * popular articles, the three support channels, and documentation and video tutorial cards.
 */
export function HelpPage() {
  const [query, setQuery] = useState('');
  const results = searchHelp(HELP_TOPICS, POPULAR_ARTICLES, query);
  const isSearching = query.trim() !== '';

  return (
    <>
      <PageMeta {...HEADER.meta} />
      <PageHero
        hero={HEADER.hero}
        actions={
          <SearchField
            label="Search help articles"
            placeholder="Search, e.g. withdrawals"
            value={query}
            onChange={setQuery}
          />
        }
      />
      <SiteContainer className="py-12 sm:py-16">
        <p role="status" className={isSearching ? 'mb-6 text-slate-600' : 'sr-only'}>
          {isSearching ? `${countLabel(results.matchCount, 'article', 'articles')} found` : ''}
        </p>
        {results.matchCount === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <p className="font-semibold text-slate-900">No articles match “{query.trim()}”.</p>
            <p className="mt-2 text-slate-600">Try another word, or ask our support team below.</p>
          </div>
        ) : (
          <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
            <section aria-labelledby="help-topics">
              <h2 id="help-topics" className="text-2xl font-bold tracking-tight text-slate-900">
                Browse by topic
              </h2>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2">
                {results.topics.map(({ topic, articles }) => (
                  <li
                    key={topic.title}
                    className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
                  >
                    <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                      <topic.icon className="size-5" aria-hidden="true" />
                    </span>
                    <h3 className="mt-4 text-lg font-semibold text-slate-900">{topic.title}</h3>
                    <p className="mt-1 text-sm text-slate-600">{topic.description}</p>
                    <ul className="mt-4 space-y-2 text-sm" aria-label={`${topic.title} articles`}>
                      {articles.map((title) => (
                        <li key={title} className="flex gap-2 text-slate-700">
                          <FileTextIcon
                            className="mt-0.5 size-4 shrink-0 text-slate-400"
                            aria-hidden="true"
                          />
                          {title}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
            {results.popular.length > 0 && (
              <section aria-labelledby="popular-articles" className="lg:pt-14">
                <h2 id="popular-articles" className="text-lg font-semibold text-slate-900">
                  Popular articles
                </h2>
                <ol className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
                  {results.popular.map((article) => (
                    <li key={article.title} className="px-5 py-4">
                      <p className="font-medium text-slate-900">{article.title}</p>
                      <p className="mt-0.5 text-sm text-slate-500">{article.topic}</p>
                    </li>
                  ))}
                </ol>
              </section>
            )}
          </div>
        )}
      </SiteContainer>
      <PageSection tone="muted" title="Still need help?" lead="Our team answers around the clock.">
        <ul className="grid gap-6 md:grid-cols-3">
          {SUPPORT_CHANNELS.map((channel) => (
            <li
              key={channel.title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <channel.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{channel.title}</h3>
              <p className="mt-1 text-sm font-medium text-brand-700">{channel.availability}</p>
              <p className="mt-2 flex-1 text-slate-600">{channel.text}</p>
              <Button asChild variant="outline" className="mt-5">
                <a href={channel.action.href}>{channel.action.label}</a>
              </Button>
            </li>
          ))}
        </ul>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <ResourceCard
            icon={<BookOpenIcon className="size-6" aria-hidden="true" />}
            title="Documentation"
            text="Guides and the API reference for integrating Malipo into your site or app."
            action={
              <Link to={paths.info.docs.getHref()}>
                Read the docs <ArrowRightIcon aria-hidden="true" />
              </Link>
            }
          />
          <ResourceCard
            icon={<PlayCircleIcon className="size-6" aria-hidden="true" />}
            title="Video Tutorials"
            text="Short videos on creating links, withdrawing money and customising your checkout."
            action={
              <a href={YOUTUBE_URL} target="_blank" rel="noreferrer">
                Watch on YouTube <ArrowRightIcon aria-hidden="true" />
              </a>
            }
          />
        </div>
      </PageSection>
    </>
  );
}

function ResourceCard({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactElement;
}) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-slate-900 p-6 text-white sm:flex-row sm:items-center sm:p-8">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/10 text-emerald-300">
        {icon}
      </span>
      <div className="flex-1">
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="mt-1 text-slate-300">{text}</p>
      </div>
      <Button asChild className="bg-white text-slate-900 hover:bg-slate-100 focus-visible:ring-white">
        {action}
      </Button>
    </div>
  );
}
