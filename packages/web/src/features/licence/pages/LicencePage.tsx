import { Button, Card, Divider, Flex, Skeleton, Typography, Upload } from 'antd';
import { SyncOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LicenceInfo } from '@newsroom/domain';
import { useMessage } from '../../../shared/notifications';
import {
  checkLicence,
  fetchLicenceInfo,
  LICENCE_DAYS_KEY,
  LICENCE_INFO_KEY,
  registerFromServer,
  registerLicenceFile,
  setLicenceServerUrl,
} from '../api/licenceApi';
import { readLicenceFile } from '../api/readLicenceFile';
import { LicenceFigures } from '../components/LicenceFigures';
import { LicenceServerForm } from '../components/LicenceServerForm';
import { LicenceStateAlert } from '../components/LicenceStateAlert';

/** Props of {@link LicencePage}. */
export interface LicencePageProps {
  /** The administrator may register, check and set the server (ROLE_ADMIN_WRITE). */
  canEdit: boolean;
}

/**
 * Admin "licence" (`/admin?area=license`, spec 3 §3): the state (community without a licence),
 * the licence's figures against the users and sessions it counts, uploading a licence file,
 * the licence server's URL, fetching a client's licence from it and checking it now.
 */
export function LicencePage({ canEdit }: LicencePageProps) {
  const { t } = useTranslation('licence');
  const message = useMessage();
  const queryClient = useQueryClient();
  const info = useQuery({
    queryKey: LICENCE_INFO_KEY,
    queryFn: ({ signal }) => fetchLicenceInfo(signal),
    meta: { failureKind: 'load' },
  });

  const show = (done: string) => (answer: LicenceInfo) => {
    queryClient.setQueryData(LICENCE_INFO_KEY, answer);
    void queryClient.invalidateQueries({ queryKey: LICENCE_DAYS_KEY });
    void message.success(t(done));
  };
  const upload = useMutation({
    mutationFn: registerLicenceFile,
    meta: { failureKind: 'actionFailed' },
    onSuccess: show('registered'),
  });
  const fetchFromServer = useMutation({
    mutationFn: registerFromServer,
    meta: { failureKind: 'actionFailed' },
    onSuccess: show('registered'),
  });
  const check = useMutation({
    mutationFn: checkLicence,
    meta: { failureKind: 'actionFailed' },
    onSuccess: show('checked'),
  });
  const saveUrl = useMutation({
    mutationFn: setLicenceServerUrl,
    meta: { failureKind: 'update' },
    onSuccess: show('server.saved'),
  });

  const handleFile = async (file: Blob) => {
    const licence = await readLicenceFile(file);
    if (licence) upload.mutate(licence);
    else void message.error(t('messages.unreadable'));
  };

  if (!info.data) return <Skeleton active />;
  const current = info.data;
  return (
    <Card
      title={t('title')}
      data-testid="licence-page"
      extra={
        <Flex gap="small">
          <Upload
            accept=".json,.lic,application/json"
            showUploadList={false}
            disabled={!canEdit}
            beforeUpload={(file) => {
              void handleFile(file);
              return false;
            }}
          >
            <Button
              icon={<UploadOutlined />}
              disabled={!canEdit}
              loading={upload.isPending}
              data-testid="licence-upload"
            >
              {t('upload')}
            </Button>
          </Upload>
          <Button
            icon={<SyncOutlined />}
            onClick={() => check.mutate()}
            disabled={!canEdit}
            loading={check.isPending}
            data-testid="licence-check"
          >
            {t('check')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap="middle">
        <LicenceStateAlert state={current.state} daysToExpire={current.daysToExpire} />
        {current.state === 'community' && (
          <Typography.Paragraph type="secondary" data-testid="licence-community">
            {t('community')}
          </Typography.Paragraph>
        )}
        <LicenceFigures info={current} />
        <Divider style={{ margin: 0 }} />
        <LicenceServerForm
          serverUrl={current.serverUrl}
          clientId={current.clientId}
          canEdit={canEdit}
          isSaving={saveUrl.isPending}
          isFetching={fetchFromServer.isPending}
          onSaveUrl={(url) => saveUrl.mutate(url)}
          onFetch={(clientId) => fetchFromServer.mutate(clientId)}
        />
      </Flex>
    </Card>
  );
}
