/** What a live socket client reports for the metrics. */
export interface LiveClientStats {
  sent(): void;
  coalesced(): void;
}
