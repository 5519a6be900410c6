import { Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale, formatDateTime } from '../../../shared/i18n';

/** What a notice row shows of a notice, here or from another branch. */
export interface NoticeMetaProps {
  notice: { urgent: boolean; authorName: string; createdAt: string; text: string };
}

/** A notice in a list: the urgent tag, who wrote it and when, then its text as written. */
export function NoticeMeta({ notice }: NoticeMetaProps) {
  const { t } = useTranslation('notice');
  return (
    <List.Item.Meta
      title={
        <Flex gap="small" align="center">
          {notice.urgent && <Tag color="red">{t('banner.urgent')}</Tag>}
          <Typography.Text type="secondary">
            {t('byAt', {
              name: notice.authorName,
              at: formatDateTime(new Date(notice.createdAt), currentLocale()),
            })}
          </Typography.Text>
        </Flex>
      }
      description={
        <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{notice.text}</Typography.Text>
      }
    />
  );
}
