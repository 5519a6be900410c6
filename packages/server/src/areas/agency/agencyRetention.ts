import type { RetentionPurger } from '../../platform/areas/manifest';
import { agencyItemsRepository } from './agencyItems.repository';

/** Agency items past the retention go unless used (spec: purged by retention unless used). */
export const purgeAgencyItems: RetentionPurger = (tx, before) =>
  agencyItemsRepository.purgeUnused(tx, before);
