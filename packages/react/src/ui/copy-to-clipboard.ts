import type { Toasts } from '@airlock/core';

/** Copies `text`, then says so (or that it failed) in a toast. */
export async function copyToClipboard(toasts: Toasts, text: string, messages: { copied: string; failed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toasts.show(messages.copied, 'success');
  } catch {
    toasts.show(messages.failed, 'error');
  }
}
