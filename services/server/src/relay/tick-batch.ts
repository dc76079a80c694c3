/**
 * Collects items added in one event-loop turn and hands them to `flush` together (one statement or
 * pipeline instead of one each); each add resolves once its batch is written.
 */
export function createTickBatch<T>(flush: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let pending: { item: T; resolve(): void; reject(error: unknown): void }[] = [];
  let scheduled = false;
  function run(): void {
    scheduled = false;
    const batch = pending;
    pending = [];
    flush(batch.map(({ item }) => item)).then(
      () => batch.forEach(({ resolve }) => resolve()),
      (error: unknown) => batch.forEach(({ reject }) => reject(error)),
    );
  }
  return (item) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(run);
      }
    });
}
