import type { ApprovalRequest } from '../approval/approval-request';
import { createValueStore, type ValueStore } from './value-store';

/**
 * What the approval view shows: the request of the current turn (`turn` changes with each one, so
 * the view starts fresh), busy once approved while the server signs or sends.
 */
export type ApprovalPrompt = { open: false } | { open: true; turn: number; request: ApprovalRequest; busy: boolean };

export function createApprovalPromptStore() {
  return createValueStore<ApprovalPrompt>({ open: false });
}

export type ApprovalPromptStore = ValueStore<ApprovalPrompt>;
