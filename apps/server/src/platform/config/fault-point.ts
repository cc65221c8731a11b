/**
 * Points where a crash test stops the process (FAULT_POINT=<name>, tests only; unset in every deployment):
 * - `idempotent-answer-committed`: an ingest write's change and its kept answer have committed, the answer is
 *   not sent yet. The crash test kills the process there and retries the call.
 */
export const FAULT_POINTS = ['idempotent-answer-committed'] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

/**
 * Stops here for good when `configured` names this point: it says so on stderr (the test waits for the line)
 * and never resolves, so nothing after it runs until the test kills the process.
 */
export async function faultPoint(configured: FaultPoint | undefined, name: FaultPoint): Promise<void> {
  if (configured !== name) return;
  process.stderr.write(`fault point reached: ${name}\n`);
  await new Promise<never>(() => undefined);
}
