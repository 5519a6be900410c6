import { groupOptionSchema, groupSchema, pagedSchema, type Group } from '@newsroom/domain';
import type { GroupWithMembers } from './groups.repository';

/** A group as the API answers it (also the data of `groups` events). */
export function presentGroup({ group, members }: GroupWithMembers): Group {
  return {
    id: group.id,
    name: group.name,
    categories: [...group.categories],
    producerIds: [...members.producer],
    editorIds: [...members.editor],
    reporterIds: [...members.reporter],
    userIds: [...members.user],
    version: group.version,
  };
}

/** Answer of GET /api/groups. */
export const groupPageSchema = pagedSchema(groupSchema);
/** Answer of GET /api/groups/all. */
export const groupOptionsSchema = groupOptionSchema.array();
