import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { remoteKindSchema } from '@newsroom/domain';
import { RemoteDocumentView } from '../components/RemoteDocumentView';

/** Prints a branch's document, read through /api/remote/branches/{branchId}/… */
export function RemotePrintRenderer({ params }: { params: Record<string, unknown> }) {
  const { t } = useTranslation('print');
  const { branchId } = useParams();
  const kind = remoteKindSchema.safeParse(params.kind);
  const id = Number(params.id);
  if (!kind.success || !Number.isInteger(id) || !branchId) return <p>{t('invalidLink')}</p>;
  return <RemoteDocumentView branchId={Number(branchId)} kind={kind.data} id={id} isPrint />;
}
