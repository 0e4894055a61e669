import { ALL_CATEGORIES } from '@/features/marketing/content/info/blog';
import type { BlogPost } from '@/features/marketing/content/info/types';
import { matchesQuery } from '../common/matches-query';

/** What the blog shows: the featured post (only while browsing everything) and the list. */
export interface BlogView {
  featured: BlogPost | null;
  posts: BlogPost[];
}

/**
 * The blog's view of `posts` (docs/product.md#site-pages blog). With no search and every category, the first post is
 * featured and the list omits it; otherwise the list holds every post of `category` whose title,
 * excerpt or category contains `query` (case-insensitive) and nothing is featured.
 */
export function selectPosts(posts: readonly BlogPost[], query: string, category: string): BlogView {
  const isBrowsing = query.trim() === '' && category === ALL_CATEGORIES;
  if (isBrowsing) {
    const [featured = null, ...rest] = posts;
    return { featured, posts: rest };
  }
  return {
    featured: null,
    posts: posts.filter(
      (post) =>
        (category === ALL_CATEGORIES || post.category === category) &&
        matchesQuery([post.title, post.excerpt, post.category], query),
    ),
  };
}
