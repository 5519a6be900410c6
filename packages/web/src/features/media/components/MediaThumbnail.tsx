import { useState } from 'react';
import {
  FileImageOutlined,
  FileOutlined,
  PlaySquareOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import type { Media } from '@newsroom/domain';
import { mediaThumbnailUrl } from '../api/mediaApi';

const KIND_ICONS = {
  IMAGE: FileImageOutlined,
  VIDEO: PlaySquareOutlined,
  AUDIO: SoundOutlined,
  OTHER: FileOutlined,
} as const;

/** Props of {@link MediaThumbnail}. */
export interface MediaThumbnailProps {
  deviceId: number;
  media: Media;
  alt: string;
}

/** The media's thumbnail from its asset manager; the kind's icon when there is none. */
export function MediaThumbnail({ deviceId, media, alt }: MediaThumbnailProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const Icon = KIND_ICONS[media.type];
  return (
    <div className="nrcs-media-thumbnail" data-testid="media-thumbnail">
      {hasFailed ? (
        <Icon aria-label={alt} data-testid="media-thumbnail-icon" />
      ) : (
        <img
          src={mediaThumbnailUrl(deviceId, media.objectId)}
          alt={alt}
          loading="lazy"
          onError={() => setHasFailed(true)}
        />
      )}
    </div>
  );
}
