import { Form, Input } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  NEWS_LEAD_MAX,
  newsSuggestionInputSchema,
  type NewsSuggestion,
  type NewsSuggestionInput,
} from '@newsroom/domain';
import { AdminFormModal } from '../../../shared/admin';
import { schemaRule, showFieldErrors } from '../../../shared/forms';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { createNews, newsKeys, updateNews } from '../api/newsSuggestionsApi';

/** What the form holds: the link as typed ("" = none). */
interface NewsForm {
  slug: string;
  lead: string;
  source: string;
  link: string;
}

/** Props of {@link NewsSuggestionModal}. */
export interface NewsSuggestionModalProps {
  /** The suggestion edited; null for a new one. */
  suggestion: NewsSuggestion | null;
  onClose: () => void;
}

/** Creates or edits a news suggestion: slug, lead, source and link. */
export function NewsSuggestionModal({ suggestion, onClose }: NewsSuggestionModalProps) {
  const { t } = useTranslation('newsSuggestions');
  const [form] = Form.useForm<NewsForm>();
  const message = useMessage();
  const queryClient = useQueryClient();
  const fields = newsSuggestionInputSchema.shape;

  const save = useMutation({
    mutationFn: (input: NewsSuggestionInput) =>
      suggestion ? updateNews(suggestion.id, input, suggestion.version) : createNews(input),
    meta: { isSilent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: newsKeys.all });
      void message.success({ content: t('form.saved'), key: 'news-saved' });
      onClose();
    },
    onError: (error) => {
      if (!showFieldErrors(form, error, t)) notifyFailure(error, suggestion ? 'update' : 'create');
    },
  });

  const initialValues: NewsForm = {
    slug: suggestion?.slug ?? '',
    lead: suggestion?.lead ?? '',
    source: suggestion?.source ?? '',
    link: suggestion?.link ?? '',
  };

  return (
    <AdminFormModal<NewsForm>
      form={form}
      title={t(suggestion ? 'form.titleEdit' : 'form.titleNew')}
      width={560}
      canEdit
      saving={save.isPending}
      testId="news-form"
      onClose={onClose}
      initialValues={initialValues}
      onFinish={(values) =>
        save.mutate({
          slug: values.slug.trim(),
          lead: (values.lead ?? '').trim(),
          source: (values.source ?? '').trim(),
          link: values.link?.trim() || null,
        })
      }
    >
      <Form.Item
        name="slug"
        label={t('fields.slug')}
        rules={[
          { required: true, whitespace: true, message: t('validation:required') },
          schemaRule(fields.slug, t),
        ]}
      >
        <Input autoFocus data-testid="news-form-slug" />
      </Form.Item>
      <Form.Item name="lead" label={t('fields.lead')}>
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={NEWS_LEAD_MAX}
          data-testid="news-form-lead"
        />
      </Form.Item>
      <Form.Item name="source" label={t('fields.source')} rules={[schemaRule(fields.source, t)]}>
        <Input data-testid="news-form-source" />
      </Form.Item>
      <Form.Item name="link" label={t('fields.link')} rules={[schemaRule(fields.link, t)]}>
        <Input type="url" placeholder="https://" data-testid="news-form-link" />
      </Form.Item>
    </AdminFormModal>
  );
}
