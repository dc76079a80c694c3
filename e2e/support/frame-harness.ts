import type { Page } from 'playwright-core';

/** What the dApp page saw from the frame: every message, in order. */
export interface HarnessWindow {
  __airlockFrame: {
    inbox: unknown[];
    ready: Promise<boolean>;
    send(type: string, payload?: object): Promise<unknown>;
    waitForEvent(type: string, count?: number): Promise<unknown>;
  };
}

/**
 * Runs in the dApp page: frames `frameUrl` as the modal will and keeps a small client on
 * `window.__airlockFrame` (send a request and await its reply by id; await an event by type).
 * Resolves once FRAME_READY arrived (false after `waitMs`).
 */
export function installFrameHarness(page: Page, frameUrl: string, waitMs = 15_000): Promise<boolean> {
  return page.evaluate(
    ({ frameUrl, waitMs }) => {
      const frameOrigin = new URL(frameUrl).origin;
      const iframe = document.createElement('iframe');
      iframe.src = frameUrl;
      iframe.title = 'Airlock embedded wallet';
      iframe.width = '400';
      iframe.height = '420';
      const inbox: unknown[] = [];
      const waiters = new Set<() => void>();
      window.addEventListener('message', (event) => {
        if (event.origin !== frameOrigin || event.source !== iframe.contentWindow) return;
        inbox.push(event.data);
        for (const waiter of waiters) waiter();
      });
      const next = (match: (data: unknown) => boolean, timeoutMs = waitMs) =>
        new Promise<unknown>((resolve) => {
          const check = () => {
            const found = inbox.find(match);
            if (found === undefined) return;
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            resolve(undefined);
          }, timeoutMs);
          waiters.add(check);
          check();
        });
      let counter = 0;
      const client = {
        inbox,
        ready: next((data) => (data as { type?: string })?.type === 'FRAME_READY').then(Boolean),
        send(type: string, payload: object = {}) {
          const id = `e2e-${++counter}`;
          iframe.contentWindow?.postMessage({ id, type, payload }, frameOrigin);
          return next((data) => (data as { id?: string })?.id === id);
        },
        waitForEvent(type: string, count = 1) {
          return next(() => inbox.filter((data) => (data as { type?: string })?.type === type).length >= count).then(
            () => inbox.filter((data) => (data as { type?: string })?.type === type)[count - 1],
          );
        },
      };
      (window as unknown as HarnessWindow).__airlockFrame = client;
      document.body.append(iframe);
      return client.ready;
    },
    { frameUrl, waitMs },
  );
}

/** Sends a request from the dApp page and returns the frame's reply. */
export function sendToFrame(page: Page, type: string, payload: object = {}): Promise<unknown> {
  return page.evaluate(({ type, payload }) => (window as unknown as HarnessWindow).__airlockFrame.send(type, payload), { type, payload });
}

/** The `count`th event of `type` the dApp page received from the frame (undefined after the harness's wait). */
export function frameEvent(page: Page, type: string, count = 1): Promise<unknown> {
  return page.evaluate(({ type, count }) => (window as unknown as HarnessWindow).__airlockFrame.waitForEvent(type, count), { type, count });
}
