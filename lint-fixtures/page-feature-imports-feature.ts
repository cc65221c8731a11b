// as: apps/web/src/features/tracking/bad-fixture.ts
// rejected by: import/no-restricted-paths
import { PreferencesPage } from '../preferences/preferences-page';

export const pageReachesAcross = PreferencesPage;
