import type { Locale } from '../branch/branchConfig';
import type { TeamMemberSource } from './team';

/**
 * The words of the team grid's PDF, made on the server (which has no message files), and its
 * file name: spec 1 §7 lists a "team grid" pdf export name without giving it, so each language
 * names it in its own words.
 */
export interface TeamGridText {
  /** File name of the PDF export. */
  fileName: string;
  title: string;
  /** Heading of the teams column. */
  team: string;
  /** "Generated at {{at}}". */
  generatedAt: (at: string) => string;
  /** Marks of each source in a cell, and the legend line explaining them. */
  sourceMarks: Record<TeamMemberSource, string>;
  legend: string;
  /** A cell whose team has nobody that day. */
  nobody: string;
}

export const TEAM_GRID_TEXT: Record<Locale, TeamGridText> = {
  pt_BR: {
    fileName: 'grade-de-equipes.pdf',
    title: 'Grade de equipes',
    team: 'Equipe',
    generatedAt: (at) => `Gerado em ${at}`,
    sourceMarks: { regular: '', forward: '(a partir de)', day: '(só no dia)' },
    legend:
      '(a partir de): mudança que vale desse dia em diante · (só no dia): mudança de um dia · sem marca: membros regulares',
    nobody: '—',
  },
  en_US: {
    fileName: 'team-grid.pdf',
    title: 'Team grid',
    team: 'Team',
    generatedAt: (at) => `Generated at ${at}`,
    sourceMarks: { regular: '', forward: '(from then on)', day: '(that day only)' },
    legend:
      '(from then on): change from that day on · (that day only): one-day change · no mark: regular members',
    nobody: '—',
  },
  es_ES: {
    fileName: 'cuadro-de-equipos.pdf',
    title: 'Cuadro de equipos',
    team: 'Equipo',
    generatedAt: (at) => `Generado el ${at}`,
    sourceMarks: { regular: '', forward: '(desde entonces)', day: '(solo ese día)' },
    legend:
      '(desde entonces): cambio desde ese día · (solo ese día): cambio de un día · sin marca: miembros habituales',
    nobody: '—',
  },
};
