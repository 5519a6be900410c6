import type { Permissions } from '@newsroom/domain';

/** Name of the demo newsroom. */
export const DEMO_BRANCH_NAME = 'TV Horizonte — Redação Central';

/** Password of every demo account (printed at first start and written in the README). */
export const DEMO_PASSWORD = 'newsroom';

/** A demo person and what they may do. */
export interface DemoUser {
  nickname: string;
  name: string;
  email: string;
  /** What the person does in the newsroom, for the start-up banner. */
  role: string;
  permissions: Permissions;
  /** Group memberships: group name → role in it. */
  groups: Record<string, 'producer' | 'editor' | 'reporter' | 'user'>;
  /** A first login asks for a new password. */
  mustResetPassword?: boolean;
}

const readAll: Permissions = {
  agency: 'read',
  assignment: 'read',
  calendar: 'read',
  chat: 'write',
  contact: 'read',
  document: 'read',
  news_report: 'read',
  notice: 'read',
  post: 'read',
  production: 'read',
  program: 'read',
  report: 'read',
  rundown: 'read',
  story: 'read',
  team: 'read',
  preview: 'read',
  round: 'read',
};

/** What the camera crew may do: chat, and see teams and guidelines. */
const crew: Permissions = { chat: 'write', team: 'read', assignment: 'read' };

/** A demo person: their e-mail is first.last of their name. */
function person(
  nickname: string,
  name: string,
  role: string,
  permissions: Permissions,
  groups: DemoUser['groups'],
  more: Pick<DemoUser, 'mustResetPassword'> = {},
): DemoUser {
  const email = `${name.toLowerCase().replace(' ', '.')}@demo.newsroom`;
  return { nickname, name, email, role, permissions, groups, ...more };
}

/** The people of the demo newsroom: one of each role. */
export const DEMO_USERS: DemoUser[] = [
  person(
    'editor',
    'Marina Costa',
    'editor-in-chief',
    {
      ...readAll,
      rundown: 'admin',
      story: 'admin',
      news_report: 'admin',
      assignment: 'write',
      production: 'write',
      document: 'write',
      media: 'write',
      contact: 'write',
      calendar: 'write',
      notice: 'write',
      team: 'write',
      agency: 'write',
      post: 'admin',
      report: 'admin',
      round: 'admin',
      chart: 'read',
    },
    { Jornalismo: 'editor', Esportes: 'editor' },
  ),
  person(
    'produtor',
    'Rafael Lima',
    'producer',
    {
      ...readAll,
      assignment: 'write',
      assignment_proposal: 'write',
      agency: 'write',
      production: 'write',
      contact: 'write',
      calendar: 'write',
      team: 'write',
      rundown: 'write',
      report: 'write',
      round: 'write',
    },
    { Jornalismo: 'producer' },
  ),
  person(
    'reporter',
    'Ana Souza',
    'reporter',
    { ...readAll, news_report: 'write', document: 'write', contact: 'write', post: 'write' },
    { Jornalismo: 'reporter' },
  ),
  person('apresentador', 'Carlos Mendes', 'presenter', { ...readAll }, { Jornalismo: 'user' }),
  person(
    'esportes',
    'Beatriz Rocha',
    'sports editor',
    { ...readAll, rundown: 'write', story: 'write', news_report: 'write' },
    { Esportes: 'editor' },
  ),
  person(
    'coordenacao',
    'Paula Ribeiro',
    'administrator (users, programs, settings)',
    {
      ...readAll,
      admin: 'write',
      user: 'admin',
      program: 'admin',
      branch: 'write',
      team: 'admin',
      chart: 'read',
    },
    { Jornalismo: 'user' },
  ),
  person('locutor', 'Roberto Alves', 'announcer', { ...readAll }, { Jornalismo: 'user' }),
  person(
    'edicao',
    'Juliana Martins',
    'image editor',
    { ...readAll, media: 'write', story: 'write' },
    { Jornalismo: 'user', Esportes: 'user' },
  ),
  person('cinegrafista', 'Tiago Ferreira', 'cameraman', crew, {}),
  person('auxiliar', 'Pedro Santos', 'camera assistant', crew, {}),
  person(
    'estagiario',
    'Lucas Pereira',
    'intern (first login asks for a new password)',
    { ...readAll, news_report: 'write' },
    { Jornalismo: 'reporter' },
    { mustResetPassword: true },
  ),
];

/** Groups of the demo newsroom. */
export const DEMO_GROUPS = ['Jornalismo', 'Esportes'];

/** Shows of the demo newsroom; a restricted one is open only to its groups. */
export const DEMO_PROGRAMS: {
  name: string;
  start: string;
  end: string;
  groups: string[];
  presenter?: string;
  announcer?: string;
}[] = [
  {
    name: 'Jornal da Manhã',
    start: '06:00:00',
    end: '08:00:00',
    groups: [],
    presenter: 'apresentador',
  },
  {
    name: 'Jornal do Meio-Dia',
    start: '12:00:00',
    end: '13:00:00',
    groups: [],
    presenter: 'apresentador',
  },
  { name: 'Esporte Total', start: '18:30:00', end: '19:00:00', groups: ['Esportes'] },
  {
    name: 'Jornal da Noite',
    start: '20:00:00',
    end: '21:00:00',
    groups: ['Jornalismo'],
    presenter: 'apresentador',
  },
];
