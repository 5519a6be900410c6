import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Production } from '@newsroom/domain';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { productionKeys, removeProduction } from '../api/productionsApi';
import { applyChangeToCaches } from '../hooks/useProductionEvents';
import { DeleteButton } from '../../../shared/components';

/** Props of {@link ProductionDeleteButton}. */
export interface ProductionDeleteButtonProps {
  production: Production;
  /** Called once the production is in the trash (the caller closes the viewer). */
  onDeleted?: (production: Production) => void;
}

/**
 * Delete of the production viewer, after a confirmation: DELETE /api/productions/{id}; a refusal
 * under another user's edit lock (412 `document:inEdition`) shows its translated message.
 */
export function ProductionDeleteButton({ production, onDeleted }: ProductionDeleteButtonProps) {
  const { t } = useTranslation('production');
  const message = useMessage();
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);

  const handleDelete = async () => {
    setIsBusy(true);
    try {
      await removeProduction(production.id);
      applyChangeToCaches(queryClient, { kind: 'remove', id: production.id });
      void queryClient.invalidateQueries({ queryKey: productionKeys.document(production.id) });
      void queryClient.invalidateQueries({ queryKey: productionKeys.trash });
      void message.success({ content: t('actions.deleted'), key: 'production-deleted' });
      onDeleted?.(production);
    } catch (error) {
      notifyFailure(error, 'delete');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <DeleteButton
      confirmTitle={t('actions.deleteConfirm', { slug: production.slug })}
      label={t('actions.delete')}
      onConfirm={() => void handleDelete()}
      testId="production-delete"
      confirmTestId="production-delete-confirm"
      isBusy={isBusy}
      hasTooltip
    />
  );
}
