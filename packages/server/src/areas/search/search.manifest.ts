import type { AreaManifest } from '../../platform/areas/manifest';
import { searchRoutes } from './search.routes';
import { purgeDeletedDocuments } from './trash.service';

/** Search, archive and trash over every indexed kind; the trash's retention. */
export const searchManifest: AreaManifest = {
  name: 'search',
  routes: [searchRoutes],
  retentionPurgers: { deletedDocuments: purgeDeletedDocuments },
};
