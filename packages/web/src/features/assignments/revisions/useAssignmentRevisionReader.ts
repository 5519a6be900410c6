import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ASSIGNMENT_REVISION_READINGS,
  guideSchema,
  guidesText,
  productionTaskSchema,
  tasksText,
  type NameSource,
} from '@newsroom/domain';
import { useRevisionReader, type RevisionReader } from '../../../shared/revisions';
import { useFieldLabel } from '../../../shared/documents/useFieldLabel';
import { useLookupNames } from '../../companyData';
import type { AssignmentLookups } from '../hooks/useAssignmentLookups';

const guidesSchema = z.array(guideSchema);
const tasksSchema = z.array(productionTaskSchema);

/** How an assignment's revisions read: labels `assignment:fields.*`, guides and tasks as copied. */
export function useAssignmentRevisionReader(lookups: AssignmentLookups): RevisionReader {
  const { t } = useTranslation('assignment');
  const companyName = useLookupNames();
  const nameOf = useCallback(
    (source: NameSource, id: number) =>
      source === 'branch'
        ? lookups.branches.find((branch) => branch.id === id)?.name
        : companyName(source, id),
    [lookups.branches, companyName],
  );
  const label = useFieldLabel(t, 'fields.');
  const content = useMemo(
    () => ({
      state: (value: unknown) => t(`states.${String(value)}`),
      guides: (value: unknown) =>
        guidesText(
          guidesSchema.parse(value),
          {
            schedule: t('guide.schedule'),
            interviewee: t('guide.interviewee'),
            address: t('guide.address'),
            observation: t('guide.observation'),
            contacts: t('guide.contacts'),
            emails: t('contact.emails'),
          },
          { numberLabel: (numberLabel) => t(`numberLabels.${numberLabel}`) },
        ),
      tasks: (value: unknown) =>
        tasksText(tasksSchema.parse(value), { done: t('task.done'), notDone: t('task.notDone') }),
    }),
    [t],
  );
  return useRevisionReader({ readings: ASSIGNMENT_REVISION_READINGS, label, nameOf, content });
}
