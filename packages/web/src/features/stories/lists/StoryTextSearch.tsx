import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Props of {@link StoryTextSearch}. */
export interface StoryTextSearchProps {
  value: string;
  onChange: (text: string) => void;
  /** data-testid of the search box. */
  testId: string;
}

/** The search box of a story list, filtering it by slug text. */
export function StoryTextSearch({ value, onChange, testId }: StoryTextSearchProps) {
  const { t } = useTranslation('story');
  return (
    <Input.Search
      allowClear
      style={{ width: 240 }}
      placeholder={t('list.textPlaceholder')}
      aria-label={t('list.textPlaceholder')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      data-testid={testId}
    />
  );
}
