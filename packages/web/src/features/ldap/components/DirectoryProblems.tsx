import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntryProblem } from '@newsroom/domain';

/** Entries a sync or a preview left aside, and why (the first ten). */
export function DirectoryProblems({ problems }: { problems: readonly EntryProblem[] }) {
  const { t } = useTranslation('ldap');
  if (problems.length === 0) return null;
  return (
    <Alert
      type="warning"
      style={{ marginTop: 8, whiteSpace: 'pre-line' }}
      message={t('problems', { count: problems.length })}
      description={problems
        .slice(0, 10)
        .map((p) => `${p.dn}: ${t(p.key)}`)
        .join('\n')}
    />
  );
}
