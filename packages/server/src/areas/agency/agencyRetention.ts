import type { RetentionPurger } from '../../platform/areas/manifest';
import { unindexItems } from './agency.search';
import { agencyItemsRepository } from './agencyItems.repository';

/** Agency items past the retention go unless used (spec: purged by retention unless used). */
export const purgeAgencyItems: RetentionPurger = async (tx, before) => {
  await unindexItems(tx, await agencyItemsRepository.purgeUnused(tx, before));
};
