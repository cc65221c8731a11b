export { Calendar, RangeCalendar, type DayRange } from './calendar';
