import { lazy } from 'react';
import type { PrintEntry } from '../../../shared/print';

/** Print of another branch's document: /print/branches/{branchId}/{params with kind, id}/remoteDocument. */
export const remotePrint: PrintEntry = {
  type: 'remoteDocument',
  Renderer: lazy(() =>
    import('./RemotePrintRenderer').then((module) => ({ default: module.RemotePrintRenderer })),
  ),
};
