import { Suspense, useState, type ReactNode } from 'react';
import { printPath } from './printParams';
import {
  chosenOptions,
  pdfExportUrl,
  type PrintOptionField,
  type PrintOptions,
} from './printOptions';
import type { PrintTarget } from './PrintOptionsDialog';
import { lazyWithTexts } from '../i18n';

/** Loaded when first asked: its Modal, Radio and Select are code no screen needs to show itself. */
const PrintOptionsDialog = lazyWithTexts(() =>
  import('./PrintOptionsDialog').then((m) => ({ default: m.PrintOptionsDialog })),
);

interface Request {
  target: PrintTarget;
  fields: readonly PrintOptionField[];
  onConfirm: (options: PrintOptions) => void;
}

/** What {@link usePrintOptions} gives a Print or Export PDF action. */
export interface PrintOptionsActions {
  /** Asks the options, then opens the print page of `type` in a new window. */
  print: (
    type: string,
    params: Record<string, unknown>,
    fields: readonly PrintOptionField[],
  ) => void;
  /** Asks the options, then downloads the PDF of `path` (with `query` besides the options). */
  pdf: (path: string, fields: readonly PrintOptionField[], query?: Record<string, string>) => void;
  /** The dialog while it is asked; render it once in the caller. */
  dialog: ReactNode;
}

/**
 * Every Print and Export PDF action goes through the one print options dialog: the action asks,
 * the dialog answers, and only then is the print link built (a fresh random number each time)
 * or the PDF asked of the server. A PDF is an attachment, so its new tab only starts the download.
 */
export function usePrintOptions(): PrintOptionsActions {
  const [request, setRequest] = useState<Request | null>(null);
  const ask = (
    target: PrintTarget,
    fields: readonly PrintOptionField[],
    open: (o: PrintOptions) => string,
  ) =>
    setRequest({
      target,
      fields,
      onConfirm: (options) => {
        setRequest(null);
        window.open(open(options), '_blank', 'noopener');
      },
    });
  return {
    print: (type, params, fields) =>
      ask('print', fields, (options) =>
        printPath(type, { ...params, ...chosenOptions(options, fields) }),
      ),
    pdf: (path, fields, query) =>
      ask('pdf', fields, (options) => pdfExportUrl(path, options, fields, query)),
    dialog: request && (
      <Suspense fallback={null}>
        <PrintOptionsDialog
          target={request.target}
          fields={request.fields}
          onConfirm={request.onConfirm}
          onClose={() => setRequest(null)}
        />
      </Suspense>
    ),
  };
}
