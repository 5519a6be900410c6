import type { Locale } from '../branch/branchConfig';
import type { CallState } from '../rounds/roundCall';
import type { ScriptCueType, ScriptPart } from '../scripts/script';
import type { ExportName } from './exportPdf';

/**
 * The words of the PDF exports, made on the server (which has no message files): the file name
 * of each spec 1 §7 export name (the spec lists the names without giving them, so each language
 * names them in its own words, as the team grid does), the page footer, the list cut note and
 * the labels of the documents' fields.
 */
export interface ExportText {
  /** File name stem of each export ("pautas"), before "-<slug or date>.pdf". */
  fileNames: Record<ExportName, string>;
  /** Area names shown in the page header when a document has no program. */
  areaNames: Record<ExportName, string>;
  /** Footer: "page 1 of 3". */
  pageOf: (page: number, pages: number) => string;
  /** Under a cut list: "100 of 240 shown". */
  shown: (shown: number, total: number) => string;
  /** "Generated at {{at}}". */
  generatedAt: (at: string) => string;
  /** Labels of document fields and parts. */
  labels: {
    date: string;
    programs: string;
    cameraman: string;
    proposal: string;
    referral: string;
    information: string;
    guides: string;
    schedule: string;
    interviewee: string;
    address: string;
    observation: string;
    contacts: string;
    emails: string;
    tasks: string;
    done: string;
    notDone: string;
    lead: string;
    text: string;
    script: string;
    cgs: string;
    teaser: string;
    headingSuggestion: string;
    noteSuggestion: string;
    total: string;
    page: string;
    slug: string;
    estimated: string;
    presenter: string;
    commercial: string;
    category: string;
    events: string;
    time: string;
    institution: string;
    state: string;
    note: string;
    local: string;
    departure: string;
    arrival: string;
    medias: string;
    when: string;
    event: string;
    allDay: string;
  };
  /** How a round's call went, as the day sheet says it. */
  callStates: Record<CallState, string>;
  /** Cue names of a script ("VT", "CG"…). */
  cues: Record<ScriptCueType, string>;
  /** Names of story and reportage section types, the left column of a script. */
  sections: Record<ScriptPart['section'], string>;
}

const CUES_PT: Record<ScriptCueType, string> = {
  video: 'VT',
  cg: 'GC',
  cueIn: 'Deixa de entrada',
  cueOut: 'Deixa de saída',
  interview: 'Sonora',
  soundup: 'Sobe som',
  art: 'Arte',
};

export const EXPORT_TEXT: Record<Locale, ExportText> = {
  pt_BR: {
    fileNames: {
      calendar: 'calendario',
      checklists: 'checklists',
      guidelines: 'pautas',
      reportages: 'reportagens',
      reports: 'relatorios',
      rounds: 'rondas',
      rundown: 'espelho',
      stories: 'laudas',
      teamGrid: 'grade-de-equipes',
    },
    areaNames: {
      calendar: 'Calendário',
      checklists: 'Checklists',
      guidelines: 'Pautas',
      reportages: 'Reportagens',
      reports: 'Relatórios',
      rounds: 'Rondas',
      rundown: 'Espelho',
      stories: 'Laudas',
      teamGrid: 'Grade de equipes',
    },
    pageOf: (page, pages) => `página ${page} de ${pages}`,
    shown: (shown, total) => `${shown} de ${total} exibidos`,
    generatedAt: (at) => `Gerado em ${at}`,
    labels: {
      date: 'Data',
      programs: 'Programas',
      cameraman: 'Cinegrafista',
      proposal: 'Proposta',
      referral: 'Encaminhamento',
      information: 'Informações',
      guides: 'Roteiros',
      schedule: 'Horário',
      interviewee: 'Entrevistado',
      address: 'Endereço',
      observation: 'Observação',
      contacts: 'Contatos',
      emails: 'E-mails',
      tasks: 'Tarefas',
      done: 'feita',
      notDone: 'pendente',
      lead: 'Linha fina',
      text: 'Texto',
      script: 'Roteiro',
      cgs: 'GCs',
      teaser: 'Chamada',
      headingSuggestion: 'Sugestão de cabeça',
      noteSuggestion: 'Sugestão de nota pé',
      total: 'Total',
      page: 'Página',
      slug: 'Retranca',
      estimated: 'Previsto',
      presenter: 'Apresentador',
      commercial: 'Intervalo',
      category: 'Categoria',
      events: 'Eventos',
      time: 'Horário',
      institution: 'Instituição',
      state: 'Situação',
      note: 'Anotação',
      local: 'Local',
      departure: 'Saída',
      arrival: 'Chegada',
      medias: 'Mídias',
      when: 'Quando',
      event: 'Evento',
      allDay: 'dia inteiro',
    },
    callStates: { pending: 'pendente', done: 'feita', no_answer: 'sem resposta' },
    cues: CUES_PT,
    sections: {
      HEADER: 'Cabeça',
      LINK: 'Link',
      VT: 'VT',
      LIVE_VO: 'Off ao vivo',
      RECORDED_VO: 'Off gravado',
      FOOTER: 'Nota pé',
      APPEARANCE: 'Passagem',
      ART: 'Arte',
      INTERVIEW: 'Sonora',
      OFF: 'Off',
      SOUNDUP: 'Sobe som',
    },
  },
  en_US: {
    fileNames: {
      calendar: 'calendar',
      checklists: 'checklists',
      guidelines: 'guidelines',
      reportages: 'reportages',
      reports: 'reports',
      rounds: 'rounds',
      rundown: 'rundown',
      stories: 'stories',
      teamGrid: 'team-grid',
    },
    areaNames: {
      calendar: 'Calendar',
      checklists: 'Checklists',
      guidelines: 'Guidelines',
      reportages: 'Reportages',
      reports: 'Reports',
      rounds: 'Rounds',
      rundown: 'Rundown',
      stories: 'Stories',
      teamGrid: 'Team grid',
    },
    pageOf: (page, pages) => `page ${page} of ${pages}`,
    shown: (shown, total) => `${shown} of ${total} shown`,
    generatedAt: (at) => `Generated at ${at}`,
    labels: {
      date: 'Date',
      programs: 'Programs',
      cameraman: 'Camera operator',
      proposal: 'Proposal',
      referral: 'Referral',
      information: 'Information',
      guides: 'Guides',
      schedule: 'Time',
      interviewee: 'Interviewee',
      address: 'Address',
      observation: 'Observation',
      contacts: 'Contacts',
      emails: 'E-mails',
      tasks: 'Tasks',
      done: 'done',
      notDone: 'pending',
      lead: 'Lead',
      text: 'Text',
      script: 'Script',
      cgs: 'CGs',
      teaser: 'Teaser',
      headingSuggestion: 'Suggested intro',
      noteSuggestion: 'Suggested tag',
      total: 'Total',
      page: 'Page',
      slug: 'Slug',
      estimated: 'Planned',
      presenter: 'Presenter',
      commercial: 'Break',
      category: 'Category',
      events: 'Events',
      time: 'Time',
      institution: 'Institution',
      state: 'State',
      note: 'Note',
      local: 'Location',
      departure: 'Departure',
      arrival: 'Arrival',
      medias: 'Media',
      when: 'When',
      event: 'Event',
      allDay: 'all day',
    },
    callStates: { pending: 'pending', done: 'done', no_answer: 'no answer' },
    cues: {
      video: 'VT',
      cg: 'CG',
      cueIn: 'Cue in',
      cueOut: 'Cue out',
      interview: 'Soundbite',
      soundup: 'Sound up',
      art: 'Graphic',
    },
    sections: {
      HEADER: 'Intro',
      LINK: 'Link',
      VT: 'VT',
      LIVE_VO: 'Live VO',
      RECORDED_VO: 'Recorded VO',
      FOOTER: 'Tag',
      APPEARANCE: 'Stand-up',
      ART: 'Graphic',
      INTERVIEW: 'Soundbite',
      OFF: 'Voice-over',
      SOUNDUP: 'Sound up',
    },
  },
  es_ES: {
    fileNames: {
      calendar: 'calendario',
      checklists: 'checklists',
      guidelines: 'pautas',
      reportages: 'reportajes',
      reports: 'informes',
      rounds: 'rondas',
      rundown: 'escaleta',
      stories: 'notas',
      teamGrid: 'cuadro-de-equipos',
    },
    areaNames: {
      calendar: 'Calendario',
      checklists: 'Checklists',
      guidelines: 'Pautas',
      reportages: 'Reportajes',
      reports: 'Informes',
      rounds: 'Rondas',
      rundown: 'Escaleta',
      stories: 'Notas',
      teamGrid: 'Cuadro de equipos',
    },
    pageOf: (page, pages) => `página ${page} de ${pages}`,
    shown: (shown, total) => `${shown} de ${total} mostrados`,
    generatedAt: (at) => `Generado el ${at}`,
    labels: {
      date: 'Fecha',
      programs: 'Programas',
      cameraman: 'Camarógrafo',
      proposal: 'Propuesta',
      referral: 'Encaminamiento',
      information: 'Información',
      guides: 'Guías',
      schedule: 'Horario',
      interviewee: 'Entrevistado',
      address: 'Dirección',
      observation: 'Observación',
      contacts: 'Contactos',
      emails: 'Correos',
      tasks: 'Tareas',
      done: 'hecha',
      notDone: 'pendiente',
      lead: 'Entradilla',
      text: 'Texto',
      script: 'Guion',
      cgs: 'Rótulos',
      teaser: 'Avance',
      headingSuggestion: 'Sugerencia de entrada',
      noteSuggestion: 'Sugerencia de pie',
      total: 'Total',
      page: 'Página',
      slug: 'Título',
      estimated: 'Previsto',
      presenter: 'Presentador',
      commercial: 'Pausa',
      category: 'Categoría',
      events: 'Eventos',
      time: 'Hora',
      institution: 'Institución',
      state: 'Estado',
      note: 'Nota',
      local: 'Lugar',
      departure: 'Salida',
      arrival: 'Llegada',
      medias: 'Medios',
      when: 'Cuándo',
      event: 'Evento',
      allDay: 'todo el día',
    },
    callStates: { pending: 'pendiente', done: 'hecha', no_answer: 'sin respuesta' },
    cues: {
      video: 'VT',
      cg: 'Rótulo',
      cueIn: 'Pie de entrada',
      cueOut: 'Pie de salida',
      interview: 'Totales',
      soundup: 'Sube sonido',
      art: 'Arte',
    },
    sections: {
      HEADER: 'Entradilla',
      LINK: 'Enlace',
      VT: 'VT',
      LIVE_VO: 'Off en directo',
      RECORDED_VO: 'Off grabado',
      FOOTER: 'Pie',
      APPEARANCE: 'Entrada en cámara',
      ART: 'Arte',
      INTERVIEW: 'Totales',
      OFF: 'Off',
      SOUNDUP: 'Sube sonido',
    },
  },
};
