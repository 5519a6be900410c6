import { z } from 'zod';
import { contactGroupSchema, type ContactGroup, type ContactGroupInput } from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Cache keys of the contact groups. */
export const contactGroupKeys = {
  all: ['contactGroups'] as const,
  usage: (id: number) => ['contactGroups', 'usage', id] as const,
};

/** GET /api/contact_groups: every group, by name. */
export function fetchContactGroups(): Promise<ContactGroup[]> {
  return apiRequest('/api/contact_groups', { schema: z.array(contactGroupSchema) });
}

/** GET /api/contact_groups/{id}/usage_count: contacts outside the trash in the group. */
export function fetchContactGroupUsage(id: number): Promise<number> {
  return apiRequest(`/api/contact_groups/${id}/usage_count`, { schema: z.number().int() });
}

/** POST /api/contact_groups (409 `duplicate` when the name is taken). */
export function createContactGroup(input: ContactGroupInput): Promise<ContactGroup> {
  return apiRequest('/api/contact_groups', {
    method: 'POST',
    json: input,
    schema: contactGroupSchema,
  });
}

/** PUT /api/contact_groups/{id}: renames over the version loaded. */
export function renameContactGroup(
  id: number,
  input: ContactGroupInput,
  version: number,
): Promise<ContactGroup> {
  return apiRequest(`/api/contact_groups/${id}`, {
    method: 'PUT',
    json: { ...input, version },
    schema: contactGroupSchema,
  });
}

/** DELETE /api/contact_groups/{id}: 422 `contact:groupInUse` while contacts belong to it. */
export function deleteContactGroup(id: number): Promise<void> {
  return apiRequest(`/api/contact_groups/${id}`, { method: 'DELETE' });
}
