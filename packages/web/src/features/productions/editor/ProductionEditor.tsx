import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Production } from '@newsroom/domain';
import type { ProductionLookups } from '../hooks/useProductionLookups';
import { ProductionForm } from './ProductionForm';
import { useProductionLoad } from './useProductionLoad';

/** What the tab shows of its editor. */
export interface EditorStatus {
  title: string;
  isDirty: boolean;
}

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
  if (props.productionId === null)
    return (
      <ProductionForm {...props} production={null} lock={null} lockedTo={null} onReload={null} />
    );
  return <LoadedProductionEditor {...props} productionId={props.productionId} />;
}

function LoadedProductionEditor(props: ProductionEditorProps & { productionId: number }) {
  const { t } = useTranslation('production');
  const { load, reload } = useProductionLoad(props.productionId);
  if (load.status === 'loading') return <Spin />;
  if (load.status === 'failed')
    return <Alert type="warning" showIcon title={t('editor.loadFailed')} />;
  return (
    <ProductionForm
      key={`${load.production.version}-${load.lock?.uuid ?? 'none'}`}
      {...props}
      production={load.production}
      lock={load.lock}
      lockedTo={load.lockedTo}
      onReload={reload}
    />
  );
}
