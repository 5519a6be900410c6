import type { Locale } from '../branch/branchConfig';
import type { ChartKind, DropReason } from './chart';

/**
 * The words of the charts' CSV export, made on the server (which has no message files): column
 * and figure names, kinds and drop reasons in each language, and the file name stem.
 */
export interface ChartText {
  /** File name stem, before "-<from>-<to>.csv". */
  fileName: string;
  columns: { figure: string; item: string; date: string; value: string };
  figures: {
    created: string;
    approved: string;
    aired: string;
    dropped: string;
    covered: string;
    interrupted: string;
    editions: string;
    plannedSeconds: string;
    airedSeconds: string;
    overSeconds: string;
  };
  kinds: Record<ChartKind, string>;
  reasons: Record<DropReason, string>;
}

export const CHART_TEXT: Record<Locale, ChartText> = {
  pt_BR: {
    fileName: 'graficos-gerenciais',
    columns: { figure: 'Indicador', item: 'Item', date: 'Data', value: 'Valor' },
    figures: {
      created: 'Documentos criados',
      approved: 'Documentos aprovados',
      aired: 'Matérias exibidas',
      dropped: 'Matérias derrubadas',
      covered: 'Pautas cobertas',
      interrupted: 'Pautas interrompidas',
      editions: 'Edições exibidas',
      plannedSeconds: 'Tempo previsto (s)',
      airedSeconds: 'Tempo no ar (s)',
      overSeconds: 'Estouro (+) / sobra (−) (s)',
    },
    kinds: {
      assignment: 'Pauta',
      newsReport: 'Reportagem',
      story: 'Lauda',
      report: 'Relatório',
      post: 'Post',
    },
    reasons: {
      deleted: 'Excluída do espelho',
      toDrawer: 'Enviada à gaveta',
      notAired: 'Não exibida',
    },
  },
  en_US: {
    fileName: 'managerial-charts',
    columns: { figure: 'Figure', item: 'Item', date: 'Date', value: 'Value' },
    figures: {
      created: 'Documents created',
      approved: 'Documents approved',
      aired: 'Stories aired',
      dropped: 'Stories dropped',
      covered: 'Guidelines covered',
      interrupted: 'Guidelines interrupted',
      editions: 'Editions aired',
      plannedSeconds: 'Planned time (s)',
      airedSeconds: 'On-air time (s)',
      overSeconds: 'Over (+) / under (−) (s)',
    },
    kinds: {
      assignment: 'Guideline',
      newsReport: 'Reportage',
      story: 'Story',
      report: 'Report',
      post: 'Post',
    },
    reasons: {
      deleted: 'Deleted from the rundown',
      toDrawer: 'Sent to the drawer',
      notAired: 'Not aired',
    },
  },
  es_ES: {
    fileName: 'graficos-de-gestion',
    columns: { figure: 'Indicador', item: 'Elemento', date: 'Fecha', value: 'Valor' },
    figures: {
      created: 'Documentos creados',
      approved: 'Documentos aprobados',
      aired: 'Notas emitidas',
      dropped: 'Notas caídas',
      covered: 'Pautas cubiertas',
      interrupted: 'Pautas interrumpidas',
      editions: 'Ediciones emitidas',
      plannedSeconds: 'Tiempo previsto (s)',
      airedSeconds: 'Tiempo al aire (s)',
      overSeconds: 'Exceso (+) / falta (−) (s)',
    },
    kinds: {
      assignment: 'Pauta',
      newsReport: 'Reportaje',
      story: 'Nota',
      report: 'Informe',
      post: 'Post',
    },
    reasons: {
      deleted: 'Eliminada de la escaleta',
      toDrawer: 'Enviada al cajón',
      notAired: 'No emitida',
    },
  },
};
