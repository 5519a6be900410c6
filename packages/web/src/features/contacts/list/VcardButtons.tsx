import { Button, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify, notifyFailure, useMessage } from '../../../shared/notifications';
import { contactKeys } from '../api/contactsApi';
import { importVcard, refusedCardsOf, VCARD_EXPORT_PATH } from '../api/vcardApi';

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
    onSuccess: (count) => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.pages });
      void message.success({ content: t('vcard.imported', { count }), key: 'contacts-imported' });
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
        description: cards
          .map((card) => t('vcard.card', { position: card.index + 1, message: card.message }))
          .join('\n'),
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
