import { cn } from '@/lib/cn';
import { initials } from '../common/initials';
import type { BlogPost } from '@/features/marketing/content/info/types';
import { formatDay } from '../common/format-day';

/**
 * A blog post as a card: cover with its category, title, excerpt, author, date and read time.
 * `isFeatured` lays it out wide, cover beside the text.
 */
export function PostCard({ post, isFeatured = false }: { post: BlogPost; isFeatured?: boolean }) {
  const Heading = isFeatured ? 'h2' : 'h3';
  return (
    <article
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm',
        isFeatured && 'lg:grid lg:grid-cols-2',
      )}
    >
      <div
        aria-hidden="true"
        className={cn('flex items-end p-5', isFeatured ? 'h-48 lg:h-full lg:min-h-72' : 'h-40')}
        style={{ backgroundImage: post.image }}
      >
        <span className="rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-slate-900">
          {post.category}
        </span>
      </div>
      <div className={cn('flex flex-1 flex-col p-6', isFeatured && 'lg:justify-center lg:p-10')}>
        {isFeatured && (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Featured</p>
        )}
        <p className="sr-only">Category: {post.category}</p>
        <Heading
          className={cn(
            'font-semibold text-balance text-slate-900',
            isFeatured ? 'mt-2 text-2xl sm:text-3xl' : 'text-lg',
          )}
        >
          {post.title}
        </Heading>
        <p className={cn('mt-3 flex-1 text-slate-600', isFeatured && 'text-lg')}>{post.excerpt}</p>
        <div className="mt-6 flex items-center gap-3 text-sm">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800"
          >
            {initials(post.author)}
          </span>
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{post.author}</p>
            <p className="text-slate-500">
              <time dateTime={post.date}>{formatDay(post.date)}</time> · {post.readTime}
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}
