export { displayDate, displayTime, isIsoDate } from './calendarDate';
