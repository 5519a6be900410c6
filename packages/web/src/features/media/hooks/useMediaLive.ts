import { useQueryClient } from '@tanstack/react-query';
import { useTopic } from '../../../shared/realtime';
import { mediaKeys, type MediaSearchParams } from '../api/mediaApi';

/**
 * Reloads the device list and the open searches of a MOS device when the objects it announced
 * change (`mos_objects` on `/topic/media`): a playout's new clip shows without a reload. Mount
 * only for users who may read the media centre (the server refuses the topic to others).
 */
export function useMediaLive(): void {
  const queryClient = useQueryClient();
  useTopic('media', (event) => {
    if (event.entity !== 'mos_objects') return;
    const { deviceId } = event.data;
    void queryClient.invalidateQueries({ queryKey: mediaKeys.devices });
    void queryClient.invalidateQueries({
      queryKey: mediaKeys.all,
      predicate: (query) =>
        (query.queryKey[2] as MediaSearchParams | undefined)?.deviceId === deviceId,
    });
  });
}
