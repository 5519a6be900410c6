import type { Tx } from '../platform/db/client';
import { workspaces } from '../platform/db/schema';

/**
 * The demo newsroom's document workspace: the station's Nextcloud, at an address that does not
 * answer (`.example` never resolves) and switched off, so the admin screen shows what to fill
 * in and no screen pretends a store is there.
 */
export async function seedWorkspaces(tx: Tx): Promise<void> {
  await tx.insert(workspaces).values({
    name: 'Nextcloud da redação',
    url: 'https://nuvem.tvhorizonte.example/remote.php/dav/files/redacao',
    rootPath: '/Redação',
    enabled: false,
  });
}
