import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROUND_KEYS, type RoundCall } from '@newsroom/domain';
import { isApiError } from '../../../shared/api';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { createGuidelineFromCall, createProposalFromCall } from '../api/roundsApi';
import { reloadSheets } from './sheetQueries';

/** What a call turns into. */
export type CallDocument = 'guideline' | 'proposal';

/**
 * Turns a call into a guideline or a proposal. `beforeCreate` first saves the typed note (the
 * document takes the saved one) and may stop it; the sheet then reloads to link what was made, and
 * `onCreated` gets the guideline's id to open it. A call that already has one only reloads the
 * sheet, which then links it.
 */
export function useCreateFromCall(
  call: RoundCall,
  beforeCreate: () => Promise<boolean>,
  onCreated: (kind: CallDocument, id: number) => void,
) {
  const { t } = useTranslation('rounds');
  const message = useMessage();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: async (kind: CallDocument) => {
      if (!(await beforeCreate())) return null;
      const made =
        kind === 'guideline'
          ? await createGuidelineFromCall(call)
          : await createProposalFromCall(call);
      return { kind, id: made.id };
    },
    meta: { isSilent: true },
    onSuccess: (made) => {
      if (!made) return;
      reloadSheets(queryClient);
      void message.success({
        content: t(made.kind === 'guideline' ? 'sheet.guidelineCreated' : 'sheet.proposalCreated'),
        key: `round-call-${made.kind}`,
      });
      onCreated(made.kind, made.id);
    },
    onError: (error) => {
      const exists =
        isApiError(error) &&
        (error.message === ROUND_KEYS.guidelineExists ||
          error.message === ROUND_KEYS.proposalExists);
      if (exists) reloadSheets(queryClient);
      notifyFailure(error, 'create');
    },
  });
  return {
    create: (kind: CallDocument) => create.mutate(kind),
    creating: create.isPending ? (create.variables ?? null) : null,
  };
}
