import { useState } from 'react';
import type { Production, ProductionInput } from '@newsroom/domain';
import { useDocumentSave, type DocumentSaver } from '../../../shared/documentEditor';
import { createProduction, updateProduction } from '../api/productionsApi';
import { applyChangeToCaches } from '../hooks/useProductionEvents';
import {
  emptyProduction,
  toEditable,
  validateProduction,
  type EditableProduction,
} from './editableProduction';

/** How the checklist editor saves. */
const productionSaver: DocumentSaver<Production, EditableProduction, ProductionInput> = {
  validate: validateProduction,
  create: createProduction,
  update: updateProduction,
  toEditable,
  onStored: (queryClient, production) =>
    applyChangeToCaches(queryClient, { kind: 'upsert', production }),
};

/** Options of {@link useProductionForm}. */
export interface UseProductionFormOptions {
  /** The checklist as loaded; null for a new checklist. */
  loaded: Production | null;
  /** The date of a new checklist. */
  initialDate: string;
  onSaved: (production: Production, wasNew: boolean) => void;
}

/** The checklist being edited: its saved record, the edits and their save (the documents' shared save). */
export function useProductionForm({ loaded, initialDate, onSaved }: UseProductionFormOptions) {
  const [initial] = useState<EditableProduction>(() =>
    loaded ? toEditable(loaded) : emptyProduction(initialDate),
  );
  const [current, setCurrent] = useState<EditableProduction>(initial);
  const form = useDocumentSave({
    saver: productionSaver,
    namespace: 'production',
    loaded,
    initial,
    current,
    setCurrent,
    onSaved,
  });
  return { ...form, isNew: form.record === null, current, setCurrent };
}
