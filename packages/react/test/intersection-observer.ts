import { vi } from 'vitest';

/** jsdom has no IntersectionObserver: this one is driven by the test, `scrollIntoView()` showing every observed element. */
export class FakeIntersectionObserver {
  static instances = new Set<FakeIntersectionObserver>();
  private elements = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.add(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
    FakeIntersectionObserver.instances.delete(this);
  }
  takeRecords() {
    return [];
  }
  /** Every observer sees its elements come into view. */
  static scrollIntoView() {
    for (const observer of [...FakeIntersectionObserver.instances]) {
      const entries = [...observer.elements].map(
        (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
      );
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
  static install() {
    FakeIntersectionObserver.instances.clear();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  }
}
