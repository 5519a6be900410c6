import { Alert, Form, Input, Modal, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  formatMmss,
  maskMmss,
  MEDIA_KINDS,
  parseMmss,
  type Media,
  type MediaDevice,
} from '@newsroom/domain';
import { useMessage } from '../../../shared/notifications';
import { createMediaObject, mediaKeys, updateMediaObject } from '../api/mediaApi';
import { mediaFailureText } from './mediaFailure';

/** Props of {@link MediaObjectFormModal}. */
export interface MediaObjectFormModalProps {
  device: MediaDevice;
  /** The object to change, or null for a new placeholder. */
  media: Media | null;
  onClose: () => void;
}

type MediaKind = Media['type'];

/** The form's values: the planned length as `mm:ss`. */
interface MediaObjectValues {
  slug: string;
  type: MediaKind;
  duration: string;
  abstractText: string;
}

function valuesOf(media: Media | null): MediaObjectValues {
  return {
    slug: media?.slug ?? '',
    type: media?.type ?? 'VIDEO',
    duration: formatMmss(media?.durationMs ?? 0),
    abstractText: media?.abstractText ?? '',
  };
}

/** The fields that differ from the object as it was (an update sends only those). */
function changedFields(before: MediaObjectValues, after: MediaObjectValues) {
  const fields: { slug?: string; type?: MediaKind; durationMs?: number; abstractText?: string } =
    {};
  if (after.slug.trim() !== before.slug) fields.slug = after.slug.trim();
  if (after.type !== before.type) fields.type = after.type;
  if (after.duration !== before.duration) fields.durationMs = parseMmss(after.duration) ?? 0;
  if (after.abstractText.trim() !== before.abstractText)
    fields.abstractText = after.abstractText.trim();
  return fields;
}

/**
 * Creating a placeholder object on an asset manager, or changing an object's slug, kind,
 * planned length and abstract (media write). A device that takes no object writes (MOS) or
 * refuses is said in the form, which stays open.
 */
export function MediaObjectFormModal({ device, media, onClose }: MediaObjectFormModalProps) {
  const { t } = useTranslation('media');
  const [form] = Form.useForm<MediaObjectValues>();
  const message = useMessage();
  const queryClient = useQueryClient();
  const initial = valuesOf(media);
  const save = useMutation({
    mutationFn: (values: MediaObjectValues) => {
      if (!media)
        return createMediaObject({
          deviceId: device.id,
          slug: values.slug.trim(),
          type: values.type,
          durationMs: parseMmss(values.duration) ?? 0,
          abstractText: values.abstractText.trim(),
        });
      const fields = changedFields(initial, values);
      if (Object.keys(fields).length === 0) return Promise.resolve(media);
      return updateMediaObject({ deviceId: device.id, objectId: media.objectId, ...fields });
    },
    meta: { isSilent: true },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
      void message.success({
        content: t('object.saved', { slug: saved.slug || saved.objectId }),
        key: 'media-object-saved',
      });
      onClose();
    },
  });
  const failure = save.isError ? mediaFailureText(save.error) : null;
  const required = { required: true, whitespace: true, message: t('validation:required') };

  return (
    <Modal
      open
      title={
        media ? t('object.edit', { id: media.objectId }) : t('object.new', { device: device.name })
      }
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending, ...{ 'data-testid': 'media-object-save' } }}
      destroyOnHidden
      data-testid="media-object-form"
    >
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={t(failure.key, failure.values)}
          style={{ marginBottom: 12 }}
          data-testid="media-object-error"
          data-key={failure.key}
        />
      ) : null}
      <Form<MediaObjectValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item name="slug" label={t('columns.slug')} rules={[required]}>
          <Input maxLength={200} data-testid="media-object-slug" />
        </Form.Item>
        <Form.Item name="type" label={t('object.type')}>
          <Select<MediaKind>
            options={MEDIA_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            aria-label={t('object.type')}
            data-testid="media-object-type"
          />
        </Form.Item>
        <Form.Item
          name="duration"
          label={t('object.duration')}
          getValueFromEvent={(event: { target: { value: string } }) => maskMmss(event.target.value)}
          rules={[
            {
              validator: async (_rule, value: string) => {
                if (parseMmss(value) === null) throw new Error(t('object.durationInvalid'));
              },
            },
          ]}
        >
          <Input
            inputMode="numeric"
            placeholder="mm:ss"
            maxLength={5}
            style={{ width: 96 }}
            data-testid="media-object-duration"
          />
        </Form.Item>
        <Form.Item name="abstractText" label={t('columns.abstract')}>
          <Input.TextArea rows={4} maxLength={2000} showCount data-testid="media-object-abstract" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
