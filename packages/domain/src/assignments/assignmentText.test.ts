import { describe, expect, it } from 'vitest';
import { guide, guideContact, productionTask } from '../testing/assignmentFixtures';
import {
  assignmentText,
  type AssignmentTextLabels,
  type AssignmentTextSource,
} from './assignmentText';

const labels: AssignmentTextLabels = {
  date: 'Data',
  state: 'Estado',
  branch: 'Praça',
  programs: 'Programas',
  drawer: 'Gaveta',
  producers: 'Produtores',
  reporters: 'Repórteres',
  editors: 'Editores',
  team: 'Equipe',
  editorials: 'Editorias',
  vehicles: 'Veículos',
  classification: 'Classificação',
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
  profession: 'Profissão',
  emails: 'E-mails',
  tasks: 'Tarefas',
  done: 'feita',
  notDone: 'pendente',
};

const source = (fields: Partial<AssignmentTextSource> = {}): AssignmentTextSource => ({
  slug: 'ENCHENTE NO CENTRO',
  date: '2025-03-10',
  cameraman: '',
  proposal: '',
  referral: '',
  information: '',
  guides: [],
  tasks: [],
  visible: true,
  ...fields,
});

const noNames = {
  programs: [],
  producers: [],
  reporters: [],
  editors: [],
  editorials: [],
  vehicles: [],
};

describe('assignmentText', () => {
  it('starts with the type abbreviation and slug and says drawer without programs', () => {
    const text = assignmentText(source(), labels, { ...noNames, typeAbbreviation: 'VIVO' });
    expect(text.split('\n')).toEqual([
      'VIVO ENCHENTE NO CENTRO',
      'Data: 10/03/2025',
      'Programas: Gaveta',
    ]);
  });

  it('lists the named people and the filled header fields only', () => {
    const text = assignmentText(source({ cameraman: 'Tiago' }), labels, {
      ...noNames,
      programs: ['Jornal da Manhã'],
      producers: ['Ana', 'Bia'],
      team: 'Equipe 1',
      classification: 'Livre',
    });
    expect(text).toContain('Programas: Jornal da Manhã');
    expect(text).toContain('Produtores: Ana, Bia');
    expect(text).toContain('Equipe: Equipe 1');
    expect(text).toContain('Classificação: Livre');
    expect(text).toContain('Cinegrafista: Tiago');
    expect(text).not.toContain('Repórteres');
  });

  it('wraps the interview quote in double quotes once', () => {
    const text = assignmentText(
      source({
        guides: [
          guide({
            interviewee: 'Prefeito',
            observation: 'A água baixa amanhã',
            scheduleDate: '2025-03-10',
            scheduleTime: '09:30:00',
          }),
          guide({ id: 'g2', interviewee: 'Bombeiro', observation: '"Evitem a área"' }),
        ],
      }),
      labels,
      noNames,
    );
    expect(text).toContain('Horário: 10/03/2025 09:30');
    expect(text).toContain('Entrevistado: Prefeito');
    expect(text).toContain('Observação: "A água baixa amanhã"');
    expect(text).toContain('Observação: "Evitem a área"');
  });

  it('writes contacts with labelled numbers and e-mails, then the tasks', () => {
    const text = assignmentText(
      source({
        guides: [
          guide({
            contacts: [
              guideContact({
                numbers: [{ value: '11 99999-0000', label: 'cell_phone' }],
                emails: ['maria@prefeitura.gov.br'],
              }),
            ],
          }),
        ],
        tasks: [productionTask()],
      }),
      labels,
      { ...noNames, numberLabel: (label) => (label === 'cell_phone' ? 'Celular' : label) },
    );
    expect(text).toContain(
      '  - Maria — Assessora\n    11 99999-0000 (Celular)\n    E-mails: maria@prefeitura.gov.br',
    );
    expect(text).toContain('Tarefas:\n- 08:00 Reservar carro (feita)\n  Placa ABC');
  });

  it('gives nothing for a guideline the reader may not see', () => {
    expect(assignmentText(source({ visible: false }), labels, noNames)).toBe('');
  });
});
