import type { Production } from '@newsroom/domain';
import { EditSessionGate } from '../../../shared/documents/EditSessionGate';
import type { DatedEditorProps } from '../../../shared/documents/datedEditorProps';
import type { ProductionLookups } from '../hooks/useProductionLookups';
import { ProductionForm } from './ProductionForm';
import { productionKind } from './productionKind';

/** Props of {@link ProductionEditor}. */
export interface ProductionEditorProps extends DatedEditorProps<Production, ProductionLookups> {
  /** null for a new production. */
  productionId: number | null;
}

/**
 * The production editor of a tab: loads an existing production (with its lock) or starts a new one.
 */
export function ProductionEditor({ productionId, ...props }: ProductionEditorProps) {
  return (
    <EditSessionGate kind={productionKind} documentId={productionId}>
      {(session) => <ProductionForm {...props} session={session} />}
    </EditSessionGate>
  );
}
