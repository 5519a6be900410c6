import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { notify, notifyFailure } from '../../../shared/notifications';
import { createProductionFromAssignment, fetchProductionOfAssignment } from '../api/assignmentsApi';

/** Where the productions area opens a production (`/main?area=productions&productionId=<id>`). */
export function productionsPath(productionId: number): string {
  return `/main?area=productions&productionId=${productionId}`;
}

/**
 * The production of an assignment (spec 2 §8 "Loading a checklist from a guideline"): an existing
 * one opens; none (404) is created from the assignment and opens; 422 warns that the production is
 * being edited; anything else says the creation failed.
 */
export function useCreateProduction(): {
  open: (assignmentId: number) => Promise<void>;
  isBusy: boolean;
} {
  const { t } = useTranslation('assignment');
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);
  const open = useCallback(
    async (assignmentId: number) => {
      setIsBusy(true);
      try {
        const production = await fetchProductionOfAssignment(assignmentId);
        void navigate(productionsPath(production.id));
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          try {
            const created = await createProductionFromAssignment(assignmentId);
            void navigate(productionsPath(created.id));
          } catch (createError) {
            notifyFailure(createError, 'create');
          }
        } else if (isApiError(error) && error.status === 422) {
          notify({ kind: 'warning', title: t('checklist.beingEdited') });
        } else {
          notifyFailure(error, 'create');
        }
      } finally {
        setIsBusy(false);
      }
    },
    [navigate, t],
  );
  return { open, isBusy };
}
