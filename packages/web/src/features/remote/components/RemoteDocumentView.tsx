import { Alert, Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { CopyOutlined, PrinterOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RemoteKind } from '@newsroom/domain';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { printPath } from '../../../shared/print';
import { copyRemoteDocument, fetchRemoteDocument, remoteKeys } from '../api/remoteApi';
import { remoteDocumentParts } from './remoteDocumentParts';
import { RemoteFailure } from './RemoteFailure';

/** Props of {@link RemoteDocumentView}. */
export interface RemoteDocumentViewProps {
  branchId: number;
  kind: RemoteKind;
  id: number;
  /** Print view: no actions. */
  isPrint?: boolean;
}

/**
 * Another branch's document, read-only: its slug, date and state and its texts. "Copy to this
 * branch" makes a copy of the caller's here (the drawer), which keeps a link to its origin.
 */
export function RemoteDocumentView({
  branchId,
  kind,
  id,
  isPrint = false,
}: RemoteDocumentViewProps) {
  const { t } = useTranslation('remote');
  const message = useMessage();
  const document = useQuery({
    queryKey: remoteKeys.document(branchId, kind, id),
    queryFn: () => fetchRemoteDocument(branchId, kind, id),
    retry: false,
  });
  const copy = useMutation({
    mutationFn: () => copyRemoteDocument(branchId, kind, id),
    onSuccess: (copied) =>
      void message.success({ content: t('copied', { slug: copied.slug }), key: 'remote-copied' }),
    onError: (error) => notifyFailure(error, 'create'),
  });

  if (document.isPending) return <Skeleton active />;
  if (document.isError) return <RemoteFailure error={document.error} />;
  const data = document.data;
  const handlePrint = () =>
    window.open(printPath('remoteDocument', { kind, id }, branchId), '_blank', 'noopener');

  return (
    <Flex vertical gap="middle" data-testid="remote-document">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {String(data.slug ?? '')}
      </Typography.Title>
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'date', label: t('columns.date'), children: String(data.date ?? '—') },
          { key: 'state', label: t('columns.state'), children: String(data.state ?? '—') },
        ]}
      />
      <Alert type="info" showIcon message={t('readOnly')} />
      {remoteDocumentParts(kind, data).map((part, index) => (
        <div key={`${part.label}-${index}`}>
          <Typography.Text strong>{t(`parts.${part.label}`)}</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {part.text}
          </Typography.Paragraph>
        </div>
      ))}
      {!isPrint && (
        <Flex gap="small">
          <Button
            type="primary"
            icon={<CopyOutlined />}
            loading={copy.isPending}
            onClick={() => copy.mutate()}
            data-testid="remote-copy"
          >
            {t('copy')}
          </Button>
          <Button icon={<PrinterOutlined />} onClick={handlePrint}>
            {t('print')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
