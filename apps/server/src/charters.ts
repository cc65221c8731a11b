import type { FeatureCharter } from './order-view/charter';
import { bookkeepingTables, orderPersonalData } from './order-view/order-personal-data';
import type { NoPersonalData, PersonalData } from './order-view/personal-data';
import { calendarCharter } from './features/calendar/calendar-charter';
import { disputeCharter } from './features/dispute/dispute-charter';
import { doorstepCharter } from './features/doorstep/doorstep-charter';
import { etaWindowCharter } from './features/eta-window/eta-window-charter';
import { feedbackCharter } from './features/feedback/feedback-charter';
import { ingestCharter } from './features/ingest/ingest-charter';
import { pushCharter } from './features/push/push-charter';
import { preferencesCharter } from './features/preferences/preferences-charter';
import { shareCharter } from './features/share/share-charter';
import { statsCharter } from './features/stats/stats-charter';
import { webhooksCharter } from './features/webhooks/webhooks-charter';

/** Every feature's charter, by feature; conformance tests read them. */
export const featureCharters: Readonly<Record<string, FeatureCharter>> = {
  calendar: calendarCharter,
  dispute: disputeCharter,
  doorstep: doorstepCharter,
  'eta-window': etaWindowCharter,
  feedback: feedbackCharter,
  ingest: ingestCharter,
  preferences: preferencesCharter,
  push: pushCharter,
  share: shareCharter,
  stats: statsCharter,
  webhooks: webhooksCharter,
};

/**
 * The personal data registry: the kernel's own entry and each feature's. The anonymiser runs every entry's
 * anonymise step, the retention job every retention step.
 */
export const personalDataEntries: readonly PersonalData[] = [
  orderPersonalData,
  ...Object.values(featureCharters).flatMap((charter) =>
    charter.personalData ? [charter.personalData] : [],
  ),
];

/** Tables nobody's entry owns that hold nothing about a person. */
export const unownedTables: NoPersonalData = bookkeepingTables;
