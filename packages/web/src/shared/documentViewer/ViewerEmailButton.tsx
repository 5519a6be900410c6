import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmailDialog } from '../mail';
import { ViewerDialogButton } from './ViewerDialogButton';

/** Props of {@link ViewerEmailButton}. */
export interface ViewerEmailButtonProps {
  /** The document's mail route (`/api/assignments/5/email`). */
  path: string;
  testId: string;
}

/** Mails the document (HTML, text and its PDF) to the addresses the user types. */
export function ViewerEmailButton({ path, testId }: ViewerEmailButtonProps) {
  const { t } = useTranslation('mail');
  return (
    <ViewerDialogButton
      icon={<MailOutlined />}
      label={t('email')}
      testId={testId}
      render={(props) => <EmailDialog {...props} path={path} />}
    />
  );
}
