import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEditSession, type EditorStatus } from '../../../shared/documentEditor';
import { ProductionForm } from './ProductionForm';
import { productionKind } from './productionKind';
import type { ProductionEditorProps } from './ProductionEditor.props';

export type { ProductionEditorProps };

export type { EditorStatus };

/**
 * The production editor of a tab: loads an existing production (with its lock) or starts a new one.
 */
export function ProductionEditor(props: ProductionEditorProps) {
  const { t } = useTranslation('production');
  const session = useEditSession(productionKind, props.productionId);
  if (session.status === 'loading') return <Spin />;
  if (session.status === 'failed')
    return <Alert type="warning" showIcon title={t('editor.loadFailed')} />;
  return <ProductionForm key={session.generation} {...props} session={session} />;
}
