import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PRODUCTION_REVISION_READINGS, productionTaskSchema, tasksText } from '@newsroom/domain';
import { useRevisionReader, type RevisionReader } from '../../../shared/revisions';
import { useFieldLabel } from '../../../shared/documents/useFieldLabel';
import { useLookupNames } from '../../companyData';
import { namesOf, type ProductionLookups } from '../hooks/useProductionLookups';

const idsSchema = z.array(z.number());
const tasksSchema = z.array(productionTaskSchema);

/**
 * How a production's revisions read: labels `production:fields.*`, production types and resources
 * by the production's own lookups, tasks as lines.
 */
export function useProductionRevisionReader(lookups: ProductionLookups): RevisionReader {
  const { t } = useTranslation('production');
  const nameOf = useLookupNames();
  const label = useFieldLabel(t, 'fields.');
  const content = useMemo(
    () => ({
      status: (value: unknown) => t(`statuses.${String(value)}`),
      typeId: (value: unknown) => namesOf(idsSchema.parse([value]), lookups.types).join(''),
      resourcesIds: (value: unknown) =>
        namesOf(idsSchema.parse(value), lookups.resources).join(', '),
      tasks: (value: unknown) =>
        tasksText(tasksSchema.parse(value), {
          done: t('task.done'),
          notDone: t('assignment:task.notDone'),
        }),
    }),
    [t, lookups.types, lookups.resources],
  );
  return useRevisionReader({ readings: PRODUCTION_REVISION_READINGS, label, nameOf, content });
}
