/**
 * The acknowledgements a published message is waiting for: one per socket it was sent to here.
 * Once every one of them has acked (and at least one was sent), the message has reached its
 * subscribers and need not be stored for later.
 */
export class DeliveryReceipt {
  private expected = 0;
  private acked = 0;
  private sealed = false;

  /** One more delivery sent; call before `seal`. */
  expect(): void {
    this.expected++;
  }

  /** No more deliveries will be added. */
  seal(): void {
    this.sealed = true;
  }

  acknowledge(): void {
    this.acked++;
  }

  get sent(): number {
    return this.expected;
  }

  get complete(): boolean {
    return this.sealed && this.expected > 0 && this.acked >= this.expected;
  }
}
