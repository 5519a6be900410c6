import { Button, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { notify, notifyFailure, useMessage } from '../../../shared/notifications';
import { contactKeys } from '../api/contactsApi';
import { importVcard, refusedCardsOf, VCARD_EXPORT_PATH, type RefusedCard } from '../api/vcardApi';

/** "Card 17 (Ana Silva): Phone numbers: invalid phone number for the country". */
function describeCard(t: TFunction, card: RefusedCard): string {
  const problems = card.fields.map(({ field, key }) =>
    field === 'card'
      ? t('vcard.unreadable')
      : `${t(`fields.${field.split('.')[0]}`, { defaultValue: field })}: ${t(`validation:${key}`)}`,
  );
  return t('vcard.card', {
    position: card.index,
    name: card.name || t('vcard.noName'),
    message: problems.join('; '),
  });
}

/**
 * Import vCard (a `.vcf` file into the address book; the cards refused are named) and Export
 * vCard (the address book downloaded as one file).
 */
export function VcardButtons({ canImport }: { canImport: boolean }) {
  const { t } = useTranslation('contact');
  const message = useMessage();
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File) => file.text().then(importVcard),
    meta: { isSilent: true },
    onSuccess: ({ imported, skipped }) => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.pages });
      const content = [
        t('vcard.imported', { count: imported }),
        ...(skipped > 0 ? [t('vcard.skipped', { count: skipped })] : []),
      ].join(' ');
      void message.success({ content, key: 'contacts-imported' });
    },
    onError: (error) => {
      const cards = refusedCardsOf(error);
      if (cards.length === 0) {
        notifyFailure(error, 'create');
        return;
      }
      notify({
        kind: 'error',
        title: t('vcard.refused'),
        description: cards.map((card) => describeCard(t, card)).join('\n'),
      });
    },
  });
  return (
    <>
      {canImport && (
        <Upload
          accept=".vcf,text/vcard"
          showUploadList={false}
          beforeUpload={(file) => {
            upload.mutate(file);
            return false;
          }}
        >
          <Button
            icon={<UploadOutlined />}
            loading={upload.isPending}
            data-testid="contacts-import"
          >
            {t('vcard.import')}
          </Button>
        </Upload>
      )}
      <Button
        icon={<DownloadOutlined />}
        href={VCARD_EXPORT_PATH}
        download
        data-testid="contacts-export"
      >
        {t('vcard.export')}
      </Button>
    </>
  );
}
