import { lazy } from 'react';
import type { PrintEntry } from '../../../shared/print';

/** Print of another branch's document: /print/branches/{branchId}/{params with kind, id}/remoteDocument. */
export const remotePrint: PrintEntry = {
  type: 'remoteDocument',
  Renderer: lazy(() =>
    import('./RemotePrintRenderer').then((module) => ({ default: module.RemotePrintRenderer })),
  ),
};

/** Print of another branch's rundown: /print/branches/{branchId}/{params with id, programName}/remoteRundown. */
export const remoteRundownPrint: PrintEntry = {
  type: 'remoteRundown',
  Renderer: lazy(() =>
    import('./RemoteRundownPrintRenderer').then((module) => ({
      default: module.RemoteRundownPrintRenderer,
    })),
  ),
};
