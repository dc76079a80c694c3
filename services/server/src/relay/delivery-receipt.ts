/**
 * The acknowledgements a published message is waiting for: one per socket it was sent to here.
 * Once every one of them has acked (and at least one was sent, and no subscriber here missed it),
 * the message has reached its subscribers and need not be stored for later.
 *
 * Acks that arrive before the store is decided are held; once it is (`settle`), those of a kept
 * message are recorded, so a client that acked is not sent it again.
 */
export class DeliveryReceipt {
  private expected = 0;
  private acked = 0;
  private sealed = false;
  private missedBySome = false;
  private waitingClients: string[] = [];
  private record?: (clientId: string) => void;
  private decided = false;

  /** One more delivery sent; call before `seal`. */
  expect(): void {
    this.expected++;
  }

  /** A subscriber here was not sent the message (closed as too slow): the stored copy is its only way to get it. */
  miss(): void {
    this.missedBySome = true;
  }

  /** No more deliveries will be added. */
  seal(): void {
    this.sealed = true;
  }

  acknowledge(clientId: string): void {
    this.acked++;
    if (!this.decided) this.waitingClients.push(clientId);
    else this.record?.(clientId);
  }

  /** The store is decided: `record` is called for every client that acks a kept message (undefined when it was not kept). */
  settle(record: ((clientId: string) => void) | undefined): void {
    this.decided = true;
    this.record = record;
    const waiting = this.waitingClients;
    this.waitingClients = [];
    if (record) for (const clientId of waiting) record(clientId);
  }

  get sent(): number {
    return this.expected;
  }

  get complete(): boolean {
    return this.sealed && !this.missedBySome && this.expected > 0 && this.acked >= this.expected;
  }
}
