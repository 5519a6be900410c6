import { z } from 'zod';

/** Default page size of every list (spec 1 §9). */
export const DEFAULT_PAGE_SIZE = 25;
/** Largest page a client may ask for. */
export const MAX_PAGE_SIZE = 500;

/** Query of a paged list: page numbering starts at 0. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of results. */
export interface Paged<T> {
  data: T[];
  page: number;
  size: number;
  total: number;
}

/** Schema of a page of `item`, for route responses and OpenAPI. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  });
}
