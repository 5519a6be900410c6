import type { NewsSuggestion, Paged } from '@newsroom/domain';

/** A news suggestion by Ana, unused, created 2026-03-10 at 12:{id} UTC. */
export function newsSuggestion(id: number, extra: Partial<NewsSuggestion> = {}): NewsSuggestion {
  return {
    id,
    slug: `NOTA ${id}`,
    lead: `Lide da nota ${id}`,
    source: 'Agência Brasil',
    link: `https://agencia.example/${id}`,
    itemId: null,
    used: false,
    authorId: 1,
    authorNickname: 'ana',
    createdAt: `2026-03-10T12:${String(id).padStart(2, '0')}:00.000Z`,
    version: 1,
    ...extra,
  };
}

/** One page of suggestions. */
export function newsPage(data: NewsSuggestion[], total = data.length): Paged<NewsSuggestion> {
  return { data, page: 0, size: 25, total };
}
