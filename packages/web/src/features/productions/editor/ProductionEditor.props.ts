import type { Production } from '@newsroom/domain';
import type { EditorStatus } from '../../../shared/documentEditor';
import type { ProductionLookups } from '../hooks/useProductionLookups';

/** Props of {@link ProductionEditor}. */
export interface ProductionEditorProps {
  /** null for a new production. */
  productionId: number | null;
  /** The date of a new production. */
  initialDate: string;
  lookups: ProductionLookups;
  onSaved: (production: Production, wasNew: boolean) => void;
  onClose: () => void;
  onStatusChange?: (status: EditorStatus) => void;
  /** Increases when the tab's close button asks to close (runs the unsaved-changes flow). */
  closeRequest?: number;
}
