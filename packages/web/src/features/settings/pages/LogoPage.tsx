import { Alert, Button, Card, Empty, Flex, Popconfirm, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImageUploadArea, uploadProblemOf } from '../../files';
import { useMessage } from '../../../shared/notifications';
import { APPEARANCE_KEY, removeLogo, uploadLogo } from '../api/settingsApi';
import { AppLogo } from '../components/AppLogo';
import { useAppearance } from '../hooks/useAppearance';
import type { SettingsPageProps } from './settingsPageProps';

/** Admin "logo": upload (PNG, JPG, JPEG or GIF up to 10 MB, best at 90×90), preview and remove. */
export function LogoPage({ canEdit }: SettingsPageProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const queryClient = useQueryClient();
  const { hasLogo } = useAppearance();
  const refresh = () => queryClient.invalidateQueries({ queryKey: APPEARANCE_KEY });

  const upload = useMutation({
    mutationFn: uploadLogo,
    // An invalid type or size is shown under the area; other failures notify.
    meta: { isSilent: true },
    onSuccess: async () => {
      await refresh();
      void message.success({ content: t('settings:logo.saved'), key: 'logo-saved' });
    },
  });
  const remove = useMutation({
    mutationFn: removeLogo,
    meta: { failureKind: 'delete' },
    onSuccess: async () => {
      await refresh();
      void message.success({ content: t('settings:logo.removed'), key: 'logo-removed' });
    },
  });
  const isOtherFailure = upload.isError && uploadProblemOf(upload.error) === null;

  return (
    <Card title={t('menu:adminAreas.logo')} data-testid="settings-logo">
      <Flex vertical gap="large">
        {!canEdit && <Alert type="info" showIcon title={t('settings:readOnly')} />}
        <Flex gap="large" align="center" wrap>
          <Flex
            align="center"
            justify="center"
            style={{ width: 120, height: 120 }}
            data-testid="logo-preview"
          >
            {hasLogo ? (
              <AppLogo placement="page" height={90} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('settings:logo.none')} />
            )}
          </Flex>
          <Typography.Text type="secondary">{t('settings:logo.hint')}</Typography.Text>
        </Flex>
        {canEdit && (
          <ImageUploadArea
            kind="logo"
            testId="logo-upload"
            isUploading={upload.isPending}
            error={upload.error}
            onFile={(file) => upload.mutate(file)}
          />
        )}
        {isOtherFailure && (
          <Alert
            type="error"
            showIcon
            title={t('error:uploadFailed')}
            data-testid="logo-upload-failed"
          />
        )}
        {canEdit && hasLogo && (
          <Popconfirm
            title={t('settings:logo.removeConfirm')}
            okText={t('settings:logo.remove')}
            cancelText={t('common:cancel')}
            onConfirm={() => remove.mutate()}
          >
            <Button
              danger
              icon={<DeleteOutlined />}
              loading={remove.isPending}
              data-testid="logo-remove"
            >
              {t('settings:logo.remove')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </Card>
  );
}
