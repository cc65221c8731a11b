// as: apps/server/src/features/share/bad-fixture.ts
// rejected by: import/no-restricted-paths
import { createCalendar } from '../calendar/calendar-service';

export const reachesAcross = createCalendar;
