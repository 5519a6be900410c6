import { describe, expect, it } from 'vitest';
import { recurrenceSchema, type Locale, type Recurrence } from '@newsroom/domain';
import { i18n, languageTag } from '../../../shared/i18n';
import { summarizeRecurrence } from './recurrenceSummary';

const rule = (fields: Partial<Recurrence>): Recurrence => recurrenceSchema.parse(fields);
const tuesday = { dayOrder: null, value: 2 } as const;
const thursday = { dayOrder: null, value: 4 } as const;

const summaryIn = (locale: Locale, recurrence: Recurrence) =>
  summarizeRecurrence(recurrence, {
    tag: languageTag(locale),
    t: i18n.getFixedT(locale, 'calendar'),
  });

describe('summarizeRecurrence', () => {
  it.each<[string, Partial<Recurrence>, string, string, string]>([
    ['no frequency', {}, 'Does not repeat', 'Não se repete', 'No se repite'],
    ['daily', { frequency: 'FREQ_DAILY' }, 'Every day', 'Todos os dias', 'Todos los días'],
    [
      'every 3 days, 10 times',
      { frequency: 'FREQ_DAILY', interval: 3, repeatCount: 10 },
      'Every 3 days, 10 times',
      'A cada 3 dias, 10 vezes',
      'Cada 3 días, 10 veces',
    ],
    [
      'every 2 weeks on Tuesday until a date',
      { frequency: 'FREQ_WEEKLY', interval: 2, repetitions: [tuesday], repeatUtil: '2027-03-31' },
      'Every 2 weeks on Tuesday until Mar 31, 2027',
      'A cada 2 semanas (terça-feira) até 31 de mar. de 2027',
      'Cada 2 semanas el martes hasta el 31 mar 2027',
    ],
    [
      'weekly on two days, once',
      { frequency: 'FREQ_WEEKLY', repetitions: [thursday, tuesday], repeatCount: 1 },
      'Every week on Tuesday and Thursday, once',
      'Toda semana (terça-feira e quinta-feira), 1 vez',
      'Cada semana el martes y jueves, 1 vez',
    ],
    [
      'monthly on the 2nd Tuesday',
      { frequency: 'FREQ_MONTHLY', repetitions: [{ dayOrder: 2, value: 2 }] },
      'Every month on the second Tuesday',
      'Todo mês na segunda terça-feira',
      'Cada mes el segundo martes',
    ],
    [
      'monthly on the last Saturday',
      { frequency: 'FREQ_MONTHLY', repetitions: [{ dayOrder: -1, value: 6 }] },
      'Every month on the last Saturday',
      'Todo mês no último sábado',
      'Cada mes el último sábado',
    ],
    [
      'every 3 months on day 15 and the last day',
      { frequency: 'FREQ_MONTHLY', interval: 3, repeatByMonthDay: [-1, 15] },
      'Every 3 months on day 15 and the last day',
      'A cada 3 meses no dia 15 e último dia',
      'Cada 3 meses el día 15 y último día',
    ],
    [
      'yearly in March, except one date',
      { frequency: 'FREQ_YEARLY', repeatByMonth: [3], exDates: ['2027-03-10'] },
      'Every year in March, except Mar 10, 2027',
      'Todo ano em março, exceto 10 de mar. de 2027',
      'Cada año en marzo, excepto el 10 mar 2027',
    ],
  ])('%s', (_name, fields, english, portuguese, spanish) => {
    expect(summaryIn('en_US', rule(fields))).toBe(english);
    expect(summaryIn('pt_BR', rule(fields))).toBe(portuguese);
    expect(summaryIn('es_ES', rule(fields))).toBe(spanish);
  });
});
