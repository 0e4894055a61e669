import { z } from 'zod';
import type { ApiEndpoint } from '@/features/marketing/content/info/types';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const operationSchema = z.object({
  summary: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
});

const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** Category of an operation without tags. */
const UNTAGGED = 'General';

/**
 * The endpoints of an OpenAPI 3.x document (`/v1/openapi.json`, docs/architecture.md#merchants-sessions-and-the-public-api): one entry per
 * operation, with its method, path, summary (or description) and first tag as category, in the
 * document's order. Throws when `document` has no `paths` object.
 */
export function parseOpenApiEndpoints(document: unknown): ApiEndpoint[] {
  const { paths } = documentSchema.parse(document);
  return Object.entries(paths).flatMap(([endpoint, item]) =>
    METHODS.flatMap((method) => {
      const operation = operationSchema.safeParse(item[method]);
      if (!operation.success || item[method] === undefined) return [];
      const { summary, description, tags } = operation.data;
      return [
        {
          method: method.toUpperCase() as ApiEndpoint['method'],
          endpoint,
          description: summary ?? description ?? '',
          category: tags?.[0] ?? UNTAGGED,
        },
      ];
    }),
  );
}
