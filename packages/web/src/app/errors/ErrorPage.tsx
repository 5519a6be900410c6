import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorPageCode } from './errorCodes';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** 403, 404 or 500; any other code shows the 500 screen. */
  code: number | string;
}

/** An error screen with title and description: 403 no access, 404 no such page, 500 server error. */
export function ErrorPage({ code }: ErrorPageProps) {
  const { t } = useTranslation();
  const screen = errorPageCode(code);
  return (
    <Result
      status={String(screen) as '403' | '404' | '500'}
      title={t(`error:pages.${screen}.title`)}
      subTitle={t(`error:pages.${screen}.description`)}
      data-testid={`error-page-${screen}`}
      extra={
        <Link to="/">
          <Button type="primary">{t('common:goHome')}</Button>
        </Link>
      }
    />
  );
}
