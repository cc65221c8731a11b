// Preloaded (node --import) into a test's own service process, never into the product: shifts the process's
// clock by E2E_SERVICE_CLOCK_OFFSET_MS, so the service's notion of now (every `new Date()` and `Date.now()`,
// the ETA engine's and the store's alike) is the time the spec set, running on from there in real time.
const offsetMs = Number(process.env.E2E_SERVICE_CLOCK_OFFSET_MS ?? 0);

if (offsetMs !== 0) {
  const RealDate = globalThis.Date;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offsetMs);
      else super(...args);
    }

    static now() {
      return RealDate.now() + offsetMs;
    }
  }
  globalThis.Date = ShiftedDate;
}
