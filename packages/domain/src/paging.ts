import { z } from 'zod';

export const MAX_PAGE_SIZE = 200;

/** Lists are paged on the server: page numbers start at 1. */
export const ZPageRequestSchema = z.object({
  pagina: z.coerce.number().int().min(1).default(1),
  tamanhoPagina: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  direcao: z.enum(['asc', 'desc']).default('asc'),
});
export type TPageRequest = z.infer<typeof ZPageRequestSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ itens: z.array(item), total: z.number().int() });

export function pageOffset(page: Pick<TPageRequest, 'pagina' | 'tamanhoPagina'>): number {
  return (page.pagina - 1) * page.tamanhoPagina;
}
