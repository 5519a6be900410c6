import { Alert, Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { foldForMatch } from '@newsroom/domain';
import { Field } from '../../../shared/forms';
import type { FieldErrors } from '../../../shared/documentEditor';
import { useWordpressSites } from '../hooks/useWordpressSites';
import { useSiteTerms } from '../hooks/useSiteTerms';
import { categoryOptions } from './categoryOptions';
import type { EditablePost } from './editablePost';

/** Search of a select by its labels, accents and case aside. */
const BY_LABEL = {
  filterOption: (typed: string, option?: { label?: unknown }) =>
    foldForMatch(String(option?.label ?? '')).includes(foldForMatch(typed.trim())),
};

/** Props of {@link SiteFields}. */
export interface SiteFieldsProps {
  value: Pick<EditablePost, 'wordpressId' | 'authorId' | 'categoryId'>;
  /** Another site (its author and category start over). */
  onSiteChange: (wordpressId: number | null) => void;
  onChange: (fields: Partial<Pick<EditablePost, 'authorId' | 'categoryId'>>) => void;
  errors: FieldErrors;
  disabled: boolean;
  /** The post is on its site already: it stays with it (its copy there is updated). */
  isSiteFixed: boolean;
}

/**
 * Where the post goes: the site (enabled ones only; fixed once the post is on one), then the
 * site's author and category, read from the site when it is chosen. A site that refuses or does
 * not answer is said here with its own words, and can be asked again.
 */
export function SiteFields({
  value,
  onSiteChange,
  onChange,
  errors,
  disabled,
  isSiteFixed,
}: SiteFieldsProps) {
  const { t } = useTranslation('posts');
  const sites = useWordpressSites();
  const terms = useSiteTerms(value.wordpressId);
  const siteOptions = (sites.data ?? []).map((site) => ({
    value: site.id,
    label: site.enabled ? site.name : `${site.name} (${t('sites.disabled')})`,
    disabled: !site.enabled,
  }));
  const hasSite = value.wordpressId !== null;

  return (
    <>
      <Field label={t('fields.wordpressId')} error={errors.wordpressId}>
        <Select<number>
          allowClear={!isSiteFixed}
          value={value.wordpressId ?? undefined}
          options={siteOptions}
          loading={sites.isPending}
          placeholder={t('fields.noSite')}
          disabled={disabled || isSiteFixed}
          onChange={(id) => onSiteChange(id ?? null)}
          aria-label={t('fields.wordpressId')}
          title={isSiteFixed ? t('fields.siteFixed') : undefined}
          data-testid="post-site"
        />
      </Field>
      <Field label={t('fields.authorId')} error={errors.authorId}>
        <Select<number>
          allowClear
          showSearch={BY_LABEL}
          value={value.authorId ?? undefined}
          options={terms.authors.map((author) => ({ value: author.id, label: author.name }))}
          loading={terms.isLoading}
          disabled={disabled || !hasSite}
          onChange={(authorId) => onChange({ authorId: authorId ?? null })}
          aria-label={t('fields.authorId')}
          data-testid="post-author"
        />
      </Field>
      <Field label={t('fields.categoryId')} error={errors.categoryId}>
        <Select<number>
          allowClear
          showSearch={BY_LABEL}
          value={value.categoryId ?? undefined}
          options={categoryOptions(terms.categories)}
          loading={terms.isLoading}
          disabled={disabled || !hasSite}
          onChange={(categoryId) => onChange({ categoryId: categoryId ?? null })}
          aria-label={t('fields.categoryId')}
          data-testid="post-category"
        />
      </Field>
      {terms.problem && (
        <Alert
          type="warning"
          showIcon
          title={t('sites.termsFailed')}
          description={terms.problem}
          action={
            <Button size="small" onClick={terms.retry} data-testid="post-site-retry">
              {t('sites.retry')}
            </Button>
          }
          data-testid="post-site-problem"
          style={{ marginBottom: 12 }}
        />
      )}
    </>
  );
}
