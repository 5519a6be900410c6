import { useEffect } from 'react';
import { Alert, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PrintPageProps } from '../../../shared/documents/PrintedDocument';
import { isIsoDate } from '../../../shared/dates';
import { fetchScripts, scriptsKey } from '../api/scriptsApi';
import { ScriptBookView } from '../components/ScriptBookView';

/**
 * The `scripts` print type: the script book of a day and program for paper, in one column or in
 * the classic two (section, reader and cues left, what is read right); the print page applies
 * the chosen size. Print options: `{ date, programId, twoColumns, fontSizePt? }`.
 */
export function ScriptsPrint({ params }: PrintPageProps) {
  const { t } = useTranslation('scripts');
  const date = typeof params.date === 'string' && isIsoDate(params.date) ? params.date : null;
  const programId = typeof params.programId === 'number' ? params.programId : 0;
  const { data: book, isError } = useQuery({
    queryKey: scriptsKey(date ?? '', programId),
    queryFn: () => fetchScripts(date!, programId),
    enabled: date !== null && programId > 0,
    meta: { isSilent: true },
  });

  useEffect(() => {
    if (book) document.title = t('print.documentTitle', { program: book.program.name, date });
  }, [book, date, t]);

  if (date === null || programId <= 0 || isError)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('print.notFound')}
        data-testid="scripts-print-failed"
      />
    );
  if (!book) return <Spin />;
  return (
    <div className="nrcs-scripts-print" data-testid="scripts-print-page">
      <ScriptBookView book={book} isTwoColumns={params.twoColumns === true} />
    </div>
  );
}
