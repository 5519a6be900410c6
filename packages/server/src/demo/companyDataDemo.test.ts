import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, companyDataSchema, type CompanyData, type TeamDetail } from '@newsroom/domain';
import { loginCookie } from '../test/testApp';
import { useDemoApp } from './demoTestkit';
import { DEMO_PASSWORD } from './demoData';

let cookie: string;
const now = new Date('2025-03-10T15:00:00Z');

const { t } = useDemoApp(now);

beforeAll(async () => {
  cookie = await loginCookie(t.app, 'produtor', DEMO_PASSWORD);
});

describe('company data demo', () => {
  it('seeds types, vehicles, desks, classifications, teams and configurations', async () => {
    const bundle: CompanyData = companyDataSchema.parse(
      (await t.app.inject({ url: '/api/remote', headers: { cookie } })).json(),
    );
    expect(bundle.types.map((type) => type.abbreviation)).toEqual(
      expect.arrayContaining(['NOTA', 'VT', 'VIVO', 'STAND-UP']),
    );
    expect(bundle.vehicles.map((vehicle) => [vehicle.name, vehicle.type])).toEqual(
      expect.arrayContaining([
        ['TV Horizonte', 'TV'],
        ['Rádio Horizonte FM', 'RADIO'],
        ['portal horizonte.com', 'WEB'],
        ['Jornal Horizonte', 'NEWSPAPER'],
      ]),
    );
    expect(bundle.editorials.map((editorial) => editorial.name)).toEqual([
      'Cidades',
      'Cultura',
      'Economia',
      'Esportes',
      'Polícia',
      'Política',
    ]);
    expect(bundle.classifications.map((classification) => classification.name)).toEqual([
      'Exclusiva',
      'Factual',
      'Serviço',
      'Suíte',
    ]);
    const team = bundle.teams.find((candidate) => candidate.name === 'Equipe 1')!;
    expect(team.membersNicknames.sort()).toEqual(['cinegrafista', 'reporter']);
    const reporterId = bundle.users.find((user) => user.nickname === 'reporter')!.id;
    const presenterId = bundle.users.find((user) => user.nickname === 'apresentador')!.id;
    expect(bundle.configs.news_report.readRates[String(reporterId)]).toBe(0.07);
    expect(bundle.configs.story.readRates[String(presenterId)]).toBe(0.065);
    expect(bundle.configs.assignment.lockFinished).toBe(true);

    const branches = (await t.app.inject({ url: '/api/branches', headers: { cookie } })).json();
    expect(branches).toEqual([
      expect.objectContaining({ name: 'Praça Campinas', address: 'http://campinas.redacao.local' }),
    ]);
  });

  it('gives Equipe 1 a forward change next week and a one-day change', async () => {
    const teams = (await t.app.inject({ url: '/api/teams', headers: { cookie } })).json<
      { id: number; name: string }[]
    >();
    const id = teams.find((team) => team.name === 'Equipe 1')!.id;
    const on = async (days: number) =>
      (
        await t.app.inject({
          url: `/api/teams/${id}?date=${addDays(now, days).toISOString().slice(0, 10)}`,
          headers: { cookie },
        })
      ).json<TeamDetail>().effective!;
    expect((await on(0)).source).toBe('regular');
    expect((await on(2)).membersNicknames.sort()).toEqual(['auxiliar', 'reporter']);
    expect((await on(7)).membersNicknames.sort()).toEqual(['cinegrafista', 'estagiario']);
    expect((await on(30)).source).toBe('forward');
  });
});
