import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { POST_LIMITS } from '@newsroom/domain';
import { Field } from '../../../shared/forms';
import type { FieldErrors } from '../../../shared/documentEditor';
import { BodyEditor } from './BodyEditor';
import type { EditablePost } from './editablePost';

/** Props of {@link PostFields}. */
export interface PostFieldsProps {
  value: EditablePost;
  onChange: (fields: Partial<EditablePost>) => void;
  errors: FieldErrors;
  disabled: boolean;
}

/** Tags as typed: trimmed, within the tag size, once each, at most the post's number. */
export function cleanTags(typed: readonly string[]): string[] {
  const tags = typed.map((tag) => tag.trim()).filter((tag) => tag !== '');
  return [...new Set(tags)].slice(0, POST_LIMITS.tags).map((tag) => tag.slice(0, POST_LIMITS.tag));
}

/** The post's texts: caption, excerpt, the rich text body and the tags. */
export function PostFields({ value, onChange, errors, disabled }: PostFieldsProps) {
  const { t } = useTranslation('posts');
  return (
    <>
      <Field label={t('fields.caption')} error={errors.caption} isRequired>
        <Input
          value={value.caption}
          maxLength={POST_LIMITS.caption}
          showCount
          disabled={disabled}
          onChange={(event) => onChange({ caption: event.target.value })}
          aria-label={t('fields.caption')}
          data-testid="post-caption-input"
        />
      </Field>
      <Field label={t('fields.excerpt')} error={errors.excerpt}>
        <Input.TextArea
          value={value.excerpt}
          maxLength={POST_LIMITS.excerpt}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          disabled={disabled}
          onChange={(event) => onChange({ excerpt: event.target.value })}
          aria-label={t('fields.excerpt')}
          data-testid="post-excerpt-input"
        />
      </Field>
      <Field label={t('fields.body')} error={errors.body}>
        <BodyEditor
          value={value.body}
          onChange={(body) => onChange({ body })}
          disabled={disabled}
        />
      </Field>
      <Field label={t('fields.tags')} error={errors.tags}>
        <Select<string[]>
          mode="tags"
          value={value.tags}
          tokenSeparators={[',']}
          open={false}
          suffixIcon={null}
          placeholder={t('fields.tagsHint')}
          disabled={disabled}
          onChange={(tags) => onChange({ tags: cleanTags(tags) })}
          aria-label={t('fields.tags')}
          data-testid="post-tags"
        />
      </Field>
    </>
  );
}
