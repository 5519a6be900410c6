import { Button } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MediaDevice } from '@newsroom/domain';
import { useMessage } from '../../../shared/notifications';
import { mediaKeys, requestMediaSync } from '../api/mediaApi';
import { mediaFailureText } from './mediaFailure';

/** Props of {@link MediaSyncButton}. */
export interface MediaSyncButtonProps {
  device: MediaDevice;
}

/**
 * "Request sync" for one device (media write): asks it to read its storage again (MOS: to send
 * its whole object list), then says that it was asked or why it refused.
 */
export function MediaSyncButton({ device }: MediaSyncButtonProps) {
  const { t } = useTranslation('media');
  const message = useMessage();
  const queryClient = useQueryClient();
  const sync = useMutation({
    mutationFn: () => requestMediaSync(device.id),
    // The refusal is the device's, said here in its words.
    meta: { isSilent: true },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
      void message.success({ content: t('sync.asked', { device: answer.device }), key: 'sync' });
    },
    onError: (error) => {
      const failure = mediaFailureText(error);
      void message.error({ content: t(failure.key, failure.values), key: 'sync' });
    },
  });
  return (
    <Button
      icon={<SyncOutlined />}
      loading={sync.isPending}
      onClick={() => sync.mutate()}
      data-testid="media-sync"
    >
      {t('sync.request')}
    </Button>
  );
}
