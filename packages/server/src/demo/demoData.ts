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
  assignment: 'read',
  calendar: 'read',
  chat: 'write',
  contact: 'read',
  document: 'read',
  news_report: 'read',
  notice: 'read',
  production: 'read',
  program: 'read',
  rundown: 'read',
  story: 'read',
  team: 'read',
  preview: 'read',
};

/** The people of the demo newsroom: one of each role. */
export const DEMO_USERS: DemoUser[] = [
  {
    nickname: 'editor',
    name: 'Marina Costa',
    email: 'marina.costa@demo.newsroom',
    role: 'editor-in-chief',
    permissions: {
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
    },
    groups: { Jornalismo: 'editor', Esportes: 'editor' },
  },
  {
    nickname: 'produtor',
    name: 'Rafael Lima',
    email: 'rafael.lima@demo.newsroom',
    role: 'producer',
    permissions: {
      ...readAll,
      assignment: 'write',
      assignment_proposal: 'write',
      production: 'write',
      contact: 'write',
      calendar: 'write',
      team: 'write',
      rundown: 'write',
    },
    groups: { Jornalismo: 'producer' },
  },
  {
    nickname: 'reporter',
    name: 'Ana Souza',
    email: 'ana.souza@demo.newsroom',
    role: 'reporter',
    permissions: { ...readAll, news_report: 'write', document: 'write', contact: 'write' },
    groups: { Jornalismo: 'reporter' },
  },
  {
    nickname: 'apresentador',
    name: 'Carlos Mendes',
    email: 'carlos.mendes@demo.newsroom',
    role: 'presenter',
    permissions: { ...readAll },
    groups: { Jornalismo: 'user' },
  },
  {
    nickname: 'esportes',
    name: 'Beatriz Rocha',
    email: 'beatriz.rocha@demo.newsroom',
    role: 'sports editor',
    permissions: { ...readAll, rundown: 'write', story: 'write', news_report: 'write' },
    groups: { Esportes: 'editor' },
  },
  {
    nickname: 'coordenacao',
    name: 'Paula Ribeiro',
    email: 'paula.ribeiro@demo.newsroom',
    role: 'administrator (users, programs, settings)',
    permissions: {
      ...readAll,
      admin: 'write',
      user: 'admin',
      program: 'admin',
      branch: 'write',
      team: 'admin',
    },
    groups: { Jornalismo: 'user' },
  },
  {
    nickname: 'locutor',
    name: 'Roberto Alves',
    email: 'roberto.alves@demo.newsroom',
    role: 'announcer',
    permissions: { ...readAll },
    groups: { Jornalismo: 'user' },
  },
  {
    nickname: 'edicao',
    name: 'Juliana Martins',
    email: 'juliana.martins@demo.newsroom',
    role: 'image editor',
    permissions: { ...readAll, media: 'write', story: 'write' },
    groups: { Jornalismo: 'user', Esportes: 'user' },
  },
  {
    nickname: 'cinegrafista',
    name: 'Tiago Ferreira',
    email: 'tiago.ferreira@demo.newsroom',
    role: 'cameraman',
    permissions: { chat: 'write', team: 'read', assignment: 'read' },
    groups: {},
  },
  {
    nickname: 'auxiliar',
    name: 'Pedro Santos',
    email: 'pedro.santos@demo.newsroom',
    role: 'camera assistant',
    permissions: { chat: 'write', team: 'read', assignment: 'read' },
    groups: {},
  },
  {
    nickname: 'estagiario',
    name: 'Lucas Pereira',
    email: 'lucas.pereira@demo.newsroom',
    role: 'intern (first login asks for a new password)',
    permissions: { ...readAll, news_report: 'write' },
    groups: { Jornalismo: 'reporter' },
    mustResetPassword: true,
  },
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
