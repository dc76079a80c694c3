import type { ApprovalPrompt, ApprovalPromptStore } from '../../src/ui/approve-request-store';

/** Resolves with the approval view's prompt once it shows a request (the wallet reads its vault first). */
export function whenApprovalShown(store: ApprovalPromptStore): Promise<Extract<ApprovalPrompt, { open: true }>> {
  return new Promise((resolve) => {
    const check = () => {
      const prompt = store.get();
      if (!prompt.open || prompt.busy) return false;
      stop();
      resolve(prompt);
      return true;
    };
    const stop = store.subscribe(check);
    check();
  });
}
