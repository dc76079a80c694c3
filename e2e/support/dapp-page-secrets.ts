import type { Frame, Page } from 'playwright-core';
import type { HarnessWindow } from './frame-harness';

/** Where the recorder keeps, as JSON, every message the dApp page received. */
const RECORDED = '__airlockRecordedMessages';

/**
 * Records every `message` event the dApp page receives from now on (any origin, any window), as a
 * script of the page itself would: call before the page loads.
 */
export async function recordPageMessages(page: Page): Promise<void> {
  await page.addInitScript((key: string) => {
    const seen: string[] = [];
    Object.defineProperty(window, key, { value: seen });
    window.addEventListener(
      'message',
      (event) => {
        try {
          seen.push(JSON.stringify(event.data));
        } catch {
          seen.push(String(event.data));
        }
      },
      true,
    );
  }, RECORDED);
}

/** The frame's session as its own origin keeps it: read by the test in the frame, never by the dApp page. */
export function frameVault(frame: Frame) {
  return frame.evaluate(
    () =>
      new Promise<{ token?: string; sessionId?: string; extractable?: boolean }>((resolve, reject) => {
        const open = indexedDB.open('airlock-frame', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('vault', 'readonly').objectStore('vault');
          const session = store.get('session');
          const key = store.get('device-key');
          store.transaction.oncomplete = () => {
            open.result.close();
            resolve({
              token: (session.result as { token?: string } | undefined)?.token,
              sessionId: (session.result as { sessionId?: string } | undefined)?.sessionId,
              extractable: (key.result as CryptoKeyPair | undefined)?.privateKey.extractable,
            });
          };
        };
      }),
  );
}

export interface DappView {
  /** Everything below as one string, to search. */
  text: string;
  /** The frame's document as the page sees it ('unreachable': the browser keeps it out). */
  frameDocument: string;
  /** The page origin's IndexedDB databases. */
  databases: string[];
  /** How many messages the recorder (or the harness) kept. */
  messageCount: number;
}

/**
 * Everything the dApp page's own JavaScript can reach: local and session storage, cookies, the DOM
 * (markup, attributes and form values), every IndexedDB database of its origin with its records,
 * every message it received (the recorder's, else the frame harness's), and the frame's document.
 */
export function whatTheDappCanRead(page: Page): Promise<DappView> {
  return page.evaluate(async (recordedKey: string) => {
    const iframe = document.querySelector('iframe');
    let frameDocument = 'unreachable';
    try {
      frameDocument = iframe?.contentDocument?.documentElement.outerHTML ?? 'unreachable';
    } catch {
      frameDocument = 'unreachable';
    }
    const records = async (name: string) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve(`unreadable: ${String(open.error)}`);
        open.onsuccess = () => {
          const database = open.result;
          const stores = [...database.objectStoreNames];
          if (stores.length === 0) {
            database.close();
            resolve({});
            return;
          }
          const transaction = database.transaction(stores, 'readonly');
          const dump: Record<string, { keys?: unknown; values?: unknown }> = {};
          for (const store of stores) {
            const entry: { keys?: unknown; values?: unknown } = {};
            dump[store] = entry;
            const keys = transaction.objectStore(store).getAllKeys();
            keys.onsuccess = () => (entry.keys = keys.result);
            const values = transaction.objectStore(store).getAll();
            values.onsuccess = () => (entry.values = values.result);
          }
          transaction.oncomplete = () => {
            database.close();
            resolve(dump);
          };
        };
      });
    const databases = (await indexedDB.databases()).map((database) => database.name ?? '');
    const indexedDb: Record<string, unknown> = {};
    for (const name of databases) indexedDb[name] = await records(name);
    const recorded = (window as unknown as Record<string, string[] | undefined>)[recordedKey];
    const harness = (window as unknown as Partial<HarnessWindow>).__airlockFrame?.inbox;
    const messages = [...(recorded ?? []), ...(harness ?? []).map((data) => JSON.stringify(data))];
    const formValues = [...document.querySelectorAll('input, textarea, select')].map((element) => (element as HTMLInputElement).value);
    return {
      text: JSON.stringify({
        local: { ...localStorage },
        session: { ...sessionStorage },
        cookies: document.cookie,
        dom: document.documentElement.outerHTML,
        text: document.body.innerText,
        formValues,
        messages,
        indexedDb,
        frameDocument,
      }),
      frameDocument,
      databases,
      messageCount: messages.length,
    };
  }, RECORDED);
}

/** The names of the secrets found in `text` (any case; give a key both with and without 0x). */
export function secretsFoundIn(text: string, secrets: Record<string, string>): string[] {
  const haystack = text.toLowerCase();
  return Object.entries(secrets)
    .filter(([, secret]) => secret !== '' && haystack.includes(secret.toLowerCase()))
    .map(([name]) => name);
}
