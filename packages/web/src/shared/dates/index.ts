export { addDays, displayDate, displayTime, isIsoDate, todayIn } from './calendarDate';
