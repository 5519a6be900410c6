import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RemoteRundownView } from '../components/RemoteRundownView';

/** Prints a branch's rundown, read through /api/remote/branches/{branchId}/rundowns/{id}. */
export function RemoteRundownPrintRenderer({ params }: { params: Record<string, unknown> }) {
  const { t } = useTranslation('print');
  const { branchId } = useParams();
  const id = Number(params.id);
  const programName = typeof params.programName === 'string' ? params.programName : '';
  if (!Number.isInteger(id) || !branchId) return <p>{t('invalidLink')}</p>;
  return (
    <RemoteRundownView branchId={Number(branchId)} id={id} programName={programName} isPrint />
  );
}
