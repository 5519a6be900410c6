import { useState } from 'react';
import { Button } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmailDialog } from '../../../shared/mail';

/** Props of {@link ProductionGridEmailButton}. */
export interface ProductionGridEmailButtonProps {
  date: string;
  onlyNotDone: boolean;
}

/** Mails the day's checklists as a table (spec 3 §7 "email/grid"), as the list shows them. */
export function ProductionGridEmailButton({ date, onlyNotDone }: ProductionGridEmailButtonProps) {
  const { t } = useTranslation('mail');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        icon={<MailOutlined />}
        onClick={() => setIsOpen(true)}
        data-testid="productions-email-grid"
      >
        {t('emailGrid')}
      </Button>
      <EmailDialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        path="/api/productions/email/grid"
        extra={{ date, onlyNotDone }}
      />
    </>
  );
}
