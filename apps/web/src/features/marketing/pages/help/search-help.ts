import type { HelpArticle, HelpTopic } from '@/features/marketing/content/info/types';
import { matchesQuery } from '../common/matches-query';

/** A topic card with the articles left after searching. */
export interface TopicResult {
  topic: HelpTopic;
  articles: readonly string[];
}

/** What the help centre shows for a search. */
export interface HelpResults {
  topics: TopicResult[];
  popular: HelpArticle[];
  /** How many articles match, counting each title once. */
  matchCount: number;
}

/**
 * Filters the help centre (docs/product.md#real-behaviour "help search filters"): an article matches when its title or
 * its topic's title contains `query` (case-insensitive). Topics without a matching article drop out.
 */
export function searchHelp(
  topics: readonly HelpTopic[],
  popular: readonly HelpArticle[],
  query: string,
): HelpResults {
  const topicResults = topics
    .map((topic) => ({
      topic,
      articles: topic.articles.filter((title) => matchesQuery([title, topic.title], query)),
    }))
    .filter((result) => result.articles.length > 0);
  const popularResults = popular.filter((article) => matchesQuery([article.title, article.topic], query));
  const titles = new Set([
    ...topicResults.flatMap((result) => result.articles),
    ...popularResults.map((article) => article.title),
  ]);
  return { topics: topicResults, popular: popularResults, matchCount: titles.size };
}
