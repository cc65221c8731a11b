/** The error body every 503 of a database that is away or full carries: the spec's shape, a stable code. */
export const UNAVAILABLE_BODY = {
  message: 'The service cannot save or read data right now; try again shortly',
  code: 'unavailable',
};

/** Answers to writes made while a dependency is failing, as the figures count them. */
export class WriteAnswers {
  readonly byStatus = new Map<number | 'none', number>();
  /** Answers >= 500 other than the 503 with UNAVAILABLE_BODY (a 500, or a body showing anything else). */
  internals = 0;
  example: string | undefined;
  slowestMs = 0;

  /** Counts one answer (undefined: no answer at all) and how long it took. */
  async count(response: Response | undefined, tookMs: number): Promise<void> {
    this.slowestMs = Math.max(this.slowestMs, tookMs);
    const status = response?.status ?? 'none';
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    if (!response || response.status < 500) return;
    const text = await response.text();
    if (response.status === 503 && text === JSON.stringify(UNAVAILABLE_BODY)) return;
    this.internals++;
    this.example ??= `${response.status} ${text.slice(0, 200)}`;
  }

  get unavailable(): number {
    return this.byStatus.get(503) ?? 0;
  }

  /** e.g. "201: 120, 503: 40". */
  summary(): string {
    return [...this.byStatus]
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
  }
}
