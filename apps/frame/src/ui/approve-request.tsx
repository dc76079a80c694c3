import { useEffect, useId, useMemo, useRef } from 'react';
import type { ApprovableMethod } from '../approval/approval-request';
import type { ChainNames } from '../approval/network-name';
import { summarizeRequest } from '../approval/request-summary';
import type { FrameMessages } from '../i18n/frame-messages';
import { formatMessageParts } from '@airlock/protocol';
import { frameTextStore, useFrameText } from '../i18n/frame-text-store';
import { useApproveReadiness } from './approve-readiness';
import { useOverflowing } from './use-overflowing';
import { SCROLLER_ATTRIBUTE } from './view-height-reporter';
import type { ApprovalPrompt } from './approve-request-store';
import { RequestDetails } from './request-details';
import './approve-request.css';

const HEADINGS: Record<ApprovableMethod, keyof FrameMessages['approval']> = {
  personal_sign: 'signMessage',
  eth_signTypedData_v4: 'signTypedData',
  eth_sendTransaction: 'sendTransaction',
  wallet_sendCalls: 'sendCalls',
};

const SENDS: ReadonlySet<ApprovableMethod> = new Set(['eth_sendTransaction', 'wallet_sendCalls']);

export interface ApproveTransactionProps {
  prompt: Extract<ApprovalPrompt, { open: true }>;
  /** The page that asked (the embedding origin the frame checked). */
  origin: string;
  /** The server's names for its chains (the frame page's config). */
  chainNames?: ChainNames;
  onApprove(): void;
  onReject(): void;
}

/**
 * The ApproveTransaction view, in the frame only: an unsafe request decoded, signed or sent by the
 * server only after Approve. Escape is Reject. Approve stays off (saying why) until the request
 * has been in view for a moment and while the page hides or covers the frame. The frame asks the
 * modal for the height it needs; where it gets less, the request scrolls (with a visible scrollbar)
 * above a footer holding the buttons, which never covers it.
 */
export function ApproveTransaction({ prompt, origin, chainNames, onApprove, onReject }: ApproveTransactionProps) {
  const text = useFrameText();
  const { approval } = text;
  const headingId = useId();
  const originId = useId();
  const hintId = useId();
  const dialog = useRef<HTMLElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const bodyScrolls = useOverflowing(body);
  const summary = useMemo(
    () => summarizeRequest(prompt.request, chainNames, text, frameTextStore.get().locale),
    [prompt.request, chainNames, text],
  );
  const readiness = useApproveReadiness(dialog, prompt.turn);
  const approvable = readiness === 'ready' && !prompt.busy;
  useEffect(() => dialog.current?.focus(), []);

  return (
    <section
      ref={dialog}
      className="frame-card approve-request"
      role="dialog"
      aria-labelledby={headingId}
      aria-describedby={originId}
      aria-busy={prompt.busy}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onReject();
      }}
    >
      <div
        ref={body}
        className="approve-request__body"
        {...{ [SCROLLER_ATTRIBUTE]: '' }}
        tabIndex={bodyScrolls ? 0 : undefined}
        role={bodyScrolls ? 'region' : undefined}
        aria-labelledby={bodyScrolls ? headingId : undefined}
      >
        <h1 id={headingId} className="approve-request__title">
          {approval[HEADINGS[prompt.request.method]]}
        </h1>
        <p id={originId} className="approve-request__origin">
          {formatMessageParts(approval.requestedBy, { origin: <strong key="origin">{origin}</strong> })}
        </p>
        <RequestDetails summary={summary} />
      </div>
      <div className="approve-request__actions">
        <p className="approve-request__status" role="status">
          {prompt.busy ? (SENDS.has(prompt.request.method) ? approval.sending : approval.signing) : ''}
        </p>
        {readiness !== 'ready' && (
          <p
            id={hintId}
            className={readiness === 'hidden' ? 'approve-request__hint' : 'approve-request__hint approve-request__hint--quiet'}
          >
            {readiness === 'hidden' ? approval.approveNeedsVisibility : approval.approveAvailableShortly}
          </p>
        )}
        <div className="approve-request__buttons">
          <button
            type="button"
            className="approve-request__approve"
            onClick={() => {
              if (approvable) onApprove();
            }}
            disabled={!approvable}
            aria-describedby={readiness === 'ready' ? undefined : hintId}
          >
            {approval.approve}
          </button>
          <button type="button" className="approve-request__reject" onClick={onReject} disabled={prompt.busy}>
            {approval.reject}
          </button>
        </div>
      </div>
    </section>
  );
}
