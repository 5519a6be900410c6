import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Production } from '@newsroom/domain';
import { useEditSession, type EditorStatus } from '../../../shared/documentEditor';
import type { ProductionLookups } from '../hooks/useProductionLookups';
import { ProductionForm } from './ProductionForm';
import { productionKind } from './productionKind';

export type { EditorStatus };

/** Props of {@link ProductionEditor}. */
export interface ProductionEditorProps {
  /** null for a new checklist. */
  productionId: number | null;
  /** The date of a new checklist. */
  initialDate: string;
  lookups: ProductionLookups;
  onSaved: (production: Production, wasNew: boolean) => void;
  onClose: () => void;
  onStatusChange?: (status: EditorStatus) => void;
  /** Increases when the tab's close button asks to close (runs the unsaved-changes flow). */
  closeRequest?: number;
}

/** The checklist editor of a tab: loads an existing checklist (with its lock) or starts a new one. */
export function ProductionEditor(props: ProductionEditorProps) {
  const { t } = useTranslation('production');
  const session = useEditSession(productionKind, props.productionId);
  if (session.status === 'loading') return <Spin />;
  if (session.status === 'failed')
    return <Alert type="warning" showIcon title={t('editor.loadFailed')} />;
  return <ProductionForm key={session.generation} {...props} session={session} />;
}
