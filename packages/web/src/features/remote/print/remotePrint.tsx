import { lazyWithTexts } from '../../../shared/i18n';
import type { PrintEntry } from '../../../shared/print';

/** Print of another branch's document: /print/branches/{branchId}/{params with kind, id}/remoteDocument. */
export const remotePrint: PrintEntry = {
  type: 'remoteDocument',
  Renderer: lazyWithTexts(() =>
    import('./RemotePrintRenderer').then((module) => ({ default: module.RemotePrintRenderer })),
  ),
};

/** Print of another branch's rundown: /print/branches/{branchId}/{params with id, programName}/remoteRundown. */
export const remoteRundownPrint: PrintEntry = {
  type: 'remoteRundown',
  Renderer: lazyWithTexts(() =>
    import('./RemoteRundownPrintRenderer').then((module) => ({
      default: module.RemoteRundownPrintRenderer,
    })),
  ),
};
