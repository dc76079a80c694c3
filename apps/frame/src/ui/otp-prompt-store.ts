/** What the one-time-code form shows; the code itself never leaves the form and the wallet. */
export type OtpPrompt = { open: false } | { open: true; email: string; busy: boolean; error?: string };

type Listener = () => void;

/** A tiny external store (for useSyncExternalStore) between the wallet and the form. */
export function createOtpPromptStore() {
  let prompt: OtpPrompt = { open: false };
  const listeners = new Set<Listener>();
  return {
    get: () => prompt,
    set(next: OtpPrompt) {
      prompt = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type OtpPromptStore = ReturnType<typeof createOtpPromptStore>;
