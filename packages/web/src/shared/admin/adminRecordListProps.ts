import type { TFunction } from 'i18next';
import type { AdminRecordListProps } from './AdminRecordList';
import { adminListTestIds } from './adminActionsColumn';
import { adminRecordWords } from './adminRecordWords';

type Named = { id: number; name: string };

/**
 * What an admin record list takes from its namespace alone: its usual words, its deletion's
 * toast key (`<ns>-deleted`) and test ids (`<ns>s-table`, `<ns>-row-<name>`, `<ns>-edit-…`).
 */
export function adminRecordListProps<T extends Named>(
  t: TFunction,
  namespace: string,
): Pick<AdminRecordListProps<T>, 'words' | 'deletedKey' | 'testIds' | 'actionTestId'> {
  return {
    words: adminRecordWords(t, namespace),
    deletedKey: `${namespace}-deleted`,
    testIds: adminListTestIds<T>(`${namespace}s`, namespace),
    actionTestId: namespace,
  };
}
