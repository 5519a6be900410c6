import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../shared/i18n';
import { formatDateTime } from '../../../shared/i18n/dateFormat';
import { useNoticeBanner } from '../hooks/useNoticeBanner';

/**
 * The newsroom's notices under the header: those not seen at sign-in and those posted since,
 * urgent ones in red. Each is shown once; closing hides it.
 */
export function NoticeBanner() {
  const { t } = useTranslation();
  const { shown, close, closeAll } = useNoticeBanner();
  if (shown.length === 0) return null;
  const locale = currentLocale();
  return (
    <Flex vertical gap={4} className="nrcs-notice-banner" data-testid="notice-banner" role="status">
      {shown.map((notice) => (
        <Alert
          key={notice.id}
          type={notice.urgent ? 'error' : 'info'}
          showIcon
          closable={{ 'aria-label': t('notice:banner.close') }}
          onClose={() => close(notice.id)}
          data-testid="notice"
          data-urgent={notice.urgent}
          title={
            <Flex gap="small" wrap align="baseline">
              <Typography.Text strong>
                {notice.urgent ? t('notice:banner.urgent') : t('notice:banner.title')}
              </Typography.Text>
              <Typography.Text>{notice.text}</Typography.Text>
              <Typography.Text type="secondary">
                {t('notice:byAt', {
                  name: notice.authorName,
                  at: formatDateTime(new Date(notice.createdAt), locale),
                })}
              </Typography.Text>
            </Flex>
          }
        />
      ))}
      {shown.length > 1 && (
        <Button size="small" type="link" onClick={closeAll} data-testid="notice-close-all">
          {t('notice:banner.closeAll')}
        </Button>
      )}
    </Flex>
  );
}
