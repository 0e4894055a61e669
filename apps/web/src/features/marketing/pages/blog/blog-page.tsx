import { useState } from 'react';
import { MailIcon } from 'lucide-react';
import { countLabel } from '@/lib/count-label';
import { PageHero } from '@/features/marketing/components/page-hero';
import { PageMeta } from '@/features/marketing/components/page-meta';
import { SiteContainer } from '@/features/marketing/components/site-container';
import { ALL_CATEGORIES, BLOG_CATEGORIES, BLOG_POSTS } from '@/features/marketing/content/info/blog';
import { PAGE_HEADERS } from '@/features/marketing/content/info/page-headers';
import { FilterBadges } from '../common/filter-badges';
import { SearchField } from '../common/search-field';
import { SubscribeForm } from '../common/subscribe-form';
import { PostCard } from './post-card';
import { selectPosts } from './select-posts';

const HEADER = PAGE_HEADERS.blog;

/**
 * `/blog` (docs/product.md#site-pages): live search over title, excerpt and category, category badges that filter,
 * the featured first post (omitted from the list) and the newsletter box.
 */
export function BlogPage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const view = selectPosts(BLOG_POSTS, query, category);

  return (
    <>
      <PageMeta {...HEADER.meta} />
      <PageHero
        hero={HEADER.hero}
        actions={
          <SearchField
            label="Search articles"
            placeholder="Search articles or categories"
            value={query}
            onChange={setQuery}
          />
        }
      />
      <SiteContainer className="space-y-10 py-12 sm:py-16">
        <FilterBadges label="Category" options={BLOG_CATEGORIES} value={category} onChange={setCategory} />
        {view.featured && <PostCard post={view.featured} isFeatured />}
        <section aria-labelledby="latest-posts">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="latest-posts" className="text-2xl font-bold tracking-tight text-slate-900">
              {view.featured ? 'Latest Articles' : 'Results'}
            </h2>
            <p role="status" className="text-sm text-slate-600">
              {countLabel(view.posts.length, 'article', 'articles')}
            </p>
          </div>
          {view.posts.length > 0 ? (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {view.posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
              No articles match your search. Try another keyword or category.
            </p>
          )}
        </section>
        <section
          aria-labelledby="blog-newsletter"
          className="rounded-3xl bg-brand-50 px-6 py-10 text-center sm:px-12"
        >
          <MailIcon className="mx-auto size-8 text-brand-700" aria-hidden="true" />
          <h2 id="blog-newsletter" className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
            Get new articles in your inbox
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-600">
            One email a month with our best guides, product news and merchant stories. Unsubscribe any time.
          </p>
          <div className="mx-auto mt-6 max-w-md text-left">
            <SubscribeForm
              source="blog"
              label="Email address"
              submitLabel="Subscribe"
              successMessage="You’re subscribed. Watch your inbox."
            />
          </div>
        </section>
      </SiteContainer>
    </>
  );
}
