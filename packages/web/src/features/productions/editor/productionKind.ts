import type { Production, ProductionInput } from '@newsroom/domain';
import type { DocumentKind } from '../../../shared/documentEditor';
import {
  createProduction,
  fetchProduction,
  loadProductionForEdit,
  updateProduction,
} from '../api/productionsApi';
import { applyChangeToCaches } from '../hooks/useProductionEvents';
import { toEditable, validateProduction, type EditableProduction } from './editableProduction';

/** The production as the shared document editor edits it. */
export const productionKind: DocumentKind<Production, EditableProduction, ProductionInput> = {
  entityType: 'production',
  namespace: 'production',
  draftSection: 'production',
  editHref: (id) => `/main?area=productions&edit=${id ?? 'new'}`,
  loadForEdit: async (id, takeOver) => {
    const { production, lock } = await loadProductionForEdit(id, takeOver);
    return { document: production, lock };
  },
  fetch: fetchProduction,
  toEditable,
  validate: validateProduction,
  create: createProduction,
  update: updateProduction,
  onStored: (queryClient, production) =>
    applyChangeToCaches(queryClient, { kind: 'upsert', production }),
  messages: { newTitle: 'editor.newTitle' },
};
