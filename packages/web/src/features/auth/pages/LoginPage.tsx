import { Card, Flex, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@newsroom/domain';
import { LanguageSwitch } from '../../../shared/components';
import { useBranchConfig } from '../../branch';
import { LoginForm } from '../components/LoginForm';

/** The public login screen (spec 1 §2). */
export function LoginPage() {
  const { t } = useTranslation();
  const { data: branch } = useBranchConfig();
  return (
    <Layout>
      <Flex className="nrcs-login" align="center" justify="center" vertical gap="middle">
        <Card className="nrcs-login__card" data-testid="login-page">
          <Flex justify="space-between" align="start" gap="small">
            <div>
              <Typography.Title level={3} className="nrcs-login__title">
                {PRODUCT_NAME}
              </Typography.Title>
              {branch?.branchName && (
                <Typography.Text type="secondary" data-testid="branch-name">
                  {branch.branchName}
                </Typography.Text>
              )}
            </div>
            <LanguageSwitch />
          </Flex>
          <Typography.Title level={5}>{t('login:title')}</Typography.Title>
          <LoginForm />
        </Card>
      </Flex>
    </Layout>
  );
}
