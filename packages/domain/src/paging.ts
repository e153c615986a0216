import { z } from 'zod';

export const MAX_PAGE_SIZE = 200;

/** Lists are paged on the server: page numbers start at 1. */
export const ZPageRequestSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type TPageRequest = z.infer<typeof ZPageRequestSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });

export function pageOffset(page: Pick<TPageRequest, 'page' | 'pageSize'>): number {
  return (page.page - 1) * page.pageSize;
}
