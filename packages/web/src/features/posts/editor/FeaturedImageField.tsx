import { Button, Flex, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { acceptOf, thumbnailUrl } from '../../files';
import { useImageUpload } from './useImageUpload';

/** Props of {@link FeaturedImageField}. */
export interface FeaturedImageFieldProps {
  /** The image's file id, or null. */
  value: string | null;
  onChange: (fileId: string | null) => void;
  disabled: boolean;
}

/**
 * The post's featured image: its thumbnail, a button to upload one (or another) to the
 * newsroom's storage, and one to take it off.
 */
export function FeaturedImageField({ value, onChange, disabled }: FeaturedImageFieldProps) {
  const { t } = useTranslation('posts');
  const image = useImageUpload((file) => onChange(file.id));
  return (
    <Flex gap="small" align="center" wrap data-testid="post-featured">
      {value && (
        <img
          src={thumbnailUrl(value)}
          alt={t('fields.featuredImage')}
          className="nrcs-post-thumbnail"
          data-testid="post-featured-thumbnail"
        />
      )}
      <Flex vertical gap="small">
        <Upload
          accept={acceptOf('image')}
          multiple={false}
          showUploadList={false}
          disabled={disabled || image.isUploading}
          beforeUpload={(file) => {
            image.upload(file);
            // The upload is ours: never let antd send the file by itself.
            return Upload.LIST_IGNORE;
          }}
        >
          <Button
            icon={<UploadOutlined />}
            loading={image.isUploading}
            disabled={disabled}
            data-testid="post-featured-upload"
          >
            {value ? t('featured.replace') : t('featured.upload')}
          </Button>
        </Upload>
        {value && (
          <Button
            icon={<DeleteOutlined />}
            disabled={disabled}
            onClick={() => onChange(null)}
            data-testid="post-featured-remove"
          >
            {t('featured.remove')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
