import { initialSendForm, type SendFormState, type SendStep } from './send-form-store';

/** Steps of a send still under way: the wallet is asked, or the transaction is waiting to be mined. */
const IN_PROGRESS: ReadonlySet<SendStep> = new Set<SendStep>(['confirming', 'pending']);

export function isSendInProgress(form: SendFormState): boolean {
  return IN_PROGRESS.has(form.step);
}

/**
 * What the Send flow shows when the visitor opens it again: a send under way keeps its status (closing
 * the modal must not lose it); anything else, a finished send or a form or preview left behind, starts
 * afresh, so an old preview is never one click from being sent twice.
 */
export function sendFormOnOpen(form: SendFormState): SendFormState {
  return isSendInProgress(form) ? form : initialSendForm();
}
