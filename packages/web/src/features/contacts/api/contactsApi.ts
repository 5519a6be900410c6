import { z } from 'zod';
import {
  contactSchema,
  DEFAULT_PAGE_SIZE,
  NUMBER_LABELS,
  pagedSchema,
  type Contact,
  type ContactInput,
  type NumberCountry,
  type NumberLabel,
  type Paged,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** What one page of the address book asks for. */
export interface ContactListQuery {
  /** Words of name, profession, company, e-mail or number; empty for all. */
  filter: string;
  /** Only the contacts of this group. */
  groupId?: number;
  /** Page from 0. */
  page: number;
  size?: number;
}

/** Cache keys of the address book. */
export const contactKeys = {
  all: ['contacts'] as const,
  pages: ['contacts', 'page'] as const,
  page: (query: ContactListQuery) => ['contacts', 'page', query] as const,
  contact: (id: number) => ['contacts', 'one', id] as const,
  usage: (id: number) => ['contacts', 'usage', id] as const,
  countries: ['contacts', 'countries'] as const,
  labels: ['contacts', 'labels'] as const,
};

const pageSchema = pagedSchema(contactSchema);

/** GET /api/contacts/filter: a page of the address book, by name. */
export function fetchContactPage(query: ContactListQuery): Promise<Paged<Contact>> {
  return apiRequest('/api/contacts/filter', {
    query: {
      filter: query.filter || undefined,
      groupId: query.groupId,
      page: query.page,
      size: query.size ?? DEFAULT_PAGE_SIZE,
    },
    schema: pageSchema,
  });
}

/** GET /api/contacts/{id} (a trashed one too, `excluded: true`). */
export function fetchContact(id: number): Promise<Contact> {
  return apiRequest(`/api/contacts/${id}`, { schema: contactSchema });
}

/** GET /api/contacts/{id}/usage_count: guidelines whose guides name the contact. */
export function fetchContactUsage(id: number): Promise<number> {
  return apiRequest(`/api/contacts/${id}/usage_count`, { schema: z.number().int() });
}

/**
 * POST /api/contacts: 409 `duplicate` with `details.existingId` when the same person is in the
 * address book, unless `keepBoth`.
 */
export function createContact(input: ContactInput, keepBoth = false): Promise<Contact> {
  return apiRequest('/api/contacts', {
    method: 'POST',
    query: { keepBoth: keepBoth || undefined },
    json: input,
    schema: contactSchema,
  });
}

/** PUT /api/contacts/{id} over the version loaded (409 `stale_version` with `current`). */
export function saveContact(id: number, input: ContactInput, version: number): Promise<Contact> {
  return apiRequest(`/api/contacts/${id}`, {
    method: 'PUT',
    json: { ...input, version },
    schema: contactSchema,
  });
}

/** DELETE /api/contacts/{id}: to the trash. */
export function removeContact(id: number): Promise<void> {
  return apiRequest(`/api/contacts/${id}`, { method: 'DELETE' });
}

/** GET /api/contacts/numbers/countries. */
export function fetchNumberCountries(): Promise<NumberCountry[]> {
  return apiRequest('/api/contacts/numbers/countries', {
    schema: z.array(z.object({ code: z.string(), callingCode: z.string() })),
  });
}

/** GET /api/contacts/numbers/labels. */
export function fetchNumberLabels(): Promise<NumberLabel[]> {
  return apiRequest('/api/contacts/numbers/labels', { schema: z.array(z.enum(NUMBER_LABELS)) });
}
