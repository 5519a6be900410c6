import { eq } from 'drizzle-orm';
import {
  addDaysToDate,
  calendarEventInputSchema,
  dateInZone,
  type CalendarEventInput,
} from '@newsroom/domain';
import type { Tx } from '../platform/db/client';
import { calendarCategories, calendarEvents, calendars, groups } from '../platform/db/schema';
import { presentEvent } from '../areas/calendar/calendar.presenter';
import { scheduleCalendarReminders } from '../areas/calendar/calendar.reminders';
import { demoUserIds } from './groupsDemo';

/** What the calendar seed needs from the first start. */
export interface CalendarSeedContext {
  now: Date;
  /** The newsroom's zone, which decides when the demo reminders fire. */
  timeZone: string;
}

/** Brazil's national holidays on fixed dates (month-day). */
const HOLIDAYS: [string, string][] = [
  ['01-01', 'Confraternização Universal'],
  ['04-21', 'Tiradentes'],
  ['05-01', 'Dia do Trabalho'],
  ['09-07', 'Independência do Brasil'],
  ['10-12', 'Nossa Senhora Aparecida'],
  ['11-02', 'Finados'],
  ['11-15', 'Proclamação da República'],
  ['11-20', 'Dia da Consciência Negra'],
  ['12-25', 'Natal'],
];

const WEEKDAYS = [1, 2, 3, 4, 5].map((value) => ({ dayOrder: null, value }));

/** The first date on or after `date` that falls on `weekday` (0 Sunday … 6 Saturday). */
function onOrAfter(date: string, weekday: number): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDaysToDate(date, (weekday - day + 7) % 7);
}

/**
 * The demo calendars: the station's "Editorial" (daily editorial meeting on weekdays, the
 * Wednesday football round, the city council's monthly session, national holidays) with its
 * categories, the sports desk's calendar shared with its group, and the reporter's private
 * agenda. Series start a few weeks before the first start, so every view has something to show;
 * reminders remind the demo users and are scheduled like any saved event's.
 */
export async function seedCalendar(tx: Tx, { now, timeZone }: CalendarSeedContext): Promise<void> {
  const users = await demoUserIds(tx, ['editor', 'produtor', 'reporter']);
  const editor = users.get('editor') ?? null;
  const producer = users.get('produtor') ?? null;
  const reporter = users.get('reporter') ?? null;
  const today = dateInZone(timeZone, now) ?? now.toISOString().slice(0, 10);
  const since = addDaysToDate(`${today.slice(0, 7)}-01`, -60);

  const calendar = async (values: typeof calendars.$inferInsert) =>
    (await tx.insert(calendars).values(values).returning({ id: calendars.id }))[0]!.id;
  const category = async (calendarId: number, name: string, color: string) =>
    (
      await tx
        .insert(calendarCategories)
        .values({ calendarId, name, color })
        .returning({ id: calendarCategories.id })
    )[0]!.id;
  const event = async (body: Partial<CalendarEventInput>, ownerId: number | null) => {
    const input = calendarEventInputSchema.parse(body);
    const [row] = await tx
      .insert(calendarEvents)
      .values({
        calendarId: input.calendarId,
        categoryId: input.categoryId,
        name: input.name,
        description: input.description,
        location: input.location,
        allDay: input.allDay,
        startDate: input.startDate,
        endDate: input.endDate,
        recurrence: {
          frequency: input.frequency,
          interval: input.interval,
          repeatCount: input.repeatCount,
          repeatUtil: input.repeatUtil,
          repeatByMonthDay: input.repeatByMonthDay,
          repeatByMonth: input.repeatByMonth,
          repetitions: input.repetitions,
          exDates: input.exDates,
        },
        reminders: input.reminders,
        ownerId,
        changedById: ownerId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await scheduleCalendarReminders(tx, presentEvent(row!), now, timeZone);
  };

  const editorial = await calendar({
    name: 'Editorial',
    color: 'blue',
    description: 'Agenda da emissora: reuniões, coberturas fixas e feriados.',
  });
  const meeting = await category(editorial, 'Reunião', 'purple');
  const sport = await category(editorial, 'Esporte', 'green');
  const politics = await category(editorial, 'Política', 'red');
  const holiday = await category(editorial, 'Feriado', 'orange');
  const weekday = onOrAfter(since, 1);
  await event(
    {
      calendarId: editorial,
      categoryId: meeting,
      name: 'Reunião de pauta',
      location: 'Sala de reuniões da redação',
      description: 'Pautas do dia, espelhos dos jornais e escala de equipes.',
      startDate: `${weekday}T09:00`,
      endDate: `${weekday}T09:45`,
      frequency: 'FREQ_DAILY',
      repetitions: WEEKDAYS,
      reminders: [{ minutesBefore: 15, usersIds: [editor, producer].flatMap((id) => id ?? []) }],
    },
    editor,
  );
  const wednesday = onOrAfter(since, 3);
  await event(
    {
      calendarId: editorial,
      categoryId: sport,
      name: 'Rodada do Campeonato Brasileiro',
      location: 'Estádio do Morumbi',
      description: 'Transmissão e flashes ao vivo no Jornal da Noite.',
      startDate: `${wednesday}T21:30`,
      endDate: `${wednesday}T23:30`,
      frequency: 'FREQ_WEEKLY',
      reminders: [{ minutesBefore: 60, usersIds: [reporter, producer].flatMap((id) => id ?? []) }],
    },
    producer,
  );
  const tuesday = onOrAfter(since, 2);
  await event(
    {
      calendarId: editorial,
      categoryId: politics,
      name: 'Sessão ordinária da Câmara Municipal',
      location: 'Câmara Municipal, plenário 1º de Maio',
      startDate: `${tuesday}T14:00`,
      endDate: `${tuesday}T18:00`,
      frequency: 'FREQ_MONTHLY',
      repetitions: [{ dayOrder: 1, value: 2 }],
      reminders: [{ minutesBefore: 1440, usersIds: reporter === null ? [] : [reporter] }],
    },
    editor,
  );
  for (const [monthDay, name] of HOLIDAYS) {
    await event(
      {
        calendarId: editorial,
        categoryId: holiday,
        name,
        allDay: true,
        startDate: `2020-${monthDay}`,
        endDate: `2020-${monthDay}`,
        frequency: 'FREQ_YEARLY',
      },
      editor,
    );
  }

  const [sports] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(eq(groups.name, 'Esportes'));
  const desk = await calendar({
    name: 'Esportes',
    color: 'green',
    description: 'Treinos, coletivas e viagens da equipe de esportes.',
    groupIds: sports ? [sports.id] : [],
    ownerId: producer,
    changedById: producer,
  });
  const thursday = onOrAfter(since, 4);
  await event(
    {
      calendarId: desk,
      name: 'Coletiva do técnico após o treino',
      location: 'CT Joaquim Grava',
      startDate: `${thursday}T12:30`,
      endDate: `${thursday}T13:30`,
      frequency: 'FREQ_WEEKLY',
      interval: 2,
    },
    producer,
  );

  const agenda = await calendar({
    name: 'Minha agenda',
    color: 'cyan',
    description: 'Compromissos pessoais da repórter.',
    isPrivate: true,
    ownerId: reporter,
    changedById: reporter,
  });
  const friday = onOrAfter(today, 5);
  await event(
    {
      calendarId: agenda,
      name: 'Entrevista com a secretária de Saúde',
      location: 'Secretaria Municipal da Saúde',
      startDate: `${friday}T10:00`,
      endDate: `${friday}T11:00`,
      reminders: [{ minutesBefore: 60, usersIds: [] }],
    },
    reporter,
  );
  await event(
    {
      calendarId: agenda,
      name: 'Plantão de fim de semana',
      allDay: true,
      startDate: addDaysToDate(friday, 1),
      endDate: addDaysToDate(friday, 2),
    },
    reporter,
  );
}
