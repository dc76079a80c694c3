import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { bootFrame, type FrameStatus } from './frame-boot';
import { FRAME_CONFIG_META } from './config/frame-page-config';
import { FRAME_TEXT } from './frame-text';
import { readFrameQuery } from './config/frame-query';
import { formatMessageParts } from '@airlock/protocol';
import { frameTextStore, useFrameText } from './i18n/frame-text-store';
import { FrameRequestError } from './messaging/frame-request-error';
import { createApprovalPromptStore } from './ui/approve-request-store';
import { createEmailUpdateStore } from './ui/email-update-store';
import { createKeyExportStore } from './ui/key-export-store';
import { createOtpPromptStore } from './ui/otp-prompt-store';
import { reportViewHeight } from './ui/view-height-reporter';
import { browserWalletFactory } from './wallet/browser-wallet';
import { emailUpdateOf } from './wallet/email-update';
import { keyExportOf } from './wallet/key-export';

function browserFrameWindow(): Parameters<typeof bootFrame>[0] {
  return {
    self: window,
    parent: window.parent,
    location: window.location,
    referrer: document.referrer,
    configContent: document.querySelector(`meta[name="${FRAME_CONFIG_META}"]`)?.getAttribute('content'),
    addMessageListener: (handler) => {
      window.addEventListener('message', handler);
      return () => window.removeEventListener('message', handler);
    },
    console,
    themeRoot: document.documentElement,
    showLocale: (locale) => void frameTextStore.show(locale),
  };
}

const promptStore = createOtpPromptStore();
const approvalStore = createApprovalPromptStore();
const keyExportStore = createKeyExportStore();
const emailUpdateStore = createEmailUpdateStore();

/** The form and its stylesheet load only when a login asks for a code: the idle frame paints nothing and loads little. */
const OtpForm = lazy(() => import('./ui/otp-form').then((module) => ({ default: module.OtpForm })));
/** Likewise the approval view, with the decoding it needs (viem), only once an unsafe request arrives. */
const ApproveTransaction = lazy(() => import('./ui/approve-request').then((module) => ({ default: module.ApproveTransaction })));
/** And the exported key's view, only once a key export asks for a code. */
const PrivateKeyView = lazy(() => import('./ui/private-key-view').then((module) => ({ default: module.PrivateKeyView })));

/**
 * The secure frame's page: nothing visible while idle; the code form while an email login waits for it; the approval view while an unsafe
 * request does.
 */
export function FrameApp() {
  const text = useFrameText();
  const [status, setStatus] = useState<FrameStatus>();
  const prompt = useSyncExternalStore(promptStore.subscribe, promptStore.get);
  const approval = useSyncExternalStore(approvalStore.subscribe, approvalStore.get);
  const keyExportView = useSyncExternalStore(keyExportStore.subscribe, keyExportStore.get);
  const emailUpdateView = useSyncExternalStore(emailUpdateStore.subscribe, emailUpdateStore.get);
  useEffect(() => {
    const stopText = frameTextStore.subscribe(() => {
      const { locale, direction } = frameTextStore.get();
      document.documentElement.lang = locale;
      document.documentElement.dir = direction;
    });
    void frameTextStore.show(readFrameQuery(window.location.search).locale);
    return stopText;
  }, []);
  useEffect(() => {
    const started = bootFrame(browserFrameWindow(), browserWalletFactory(promptStore, approvalStore, keyExportStore, emailUpdateStore));
    setStatus(started);
    const root = document.getElementById('root');
    const stopHeights = started.kind === 'running' && root ? reportViewHeight(root, started.reportHeight) : undefined;
    return () => {
      stopHeights?.();
      if (started.kind === 'running') started.stop();
    };
  }, []);
  if (status?.kind === 'parent-not-set') return <p role="alert">{status.message}</p>;
  const wallet = status?.kind === 'running' ? status.wallet : undefined;
  if (!wallet || status?.kind !== 'running') return null;
  if (approval.open) {
    return (
      <Suspense fallback={null}>
        <ApproveTransaction
          key={approval.turn}
          prompt={approval}
          origin={status.origin}
          chainNames={status.chainNames}
          onApprove={wallet.approveRequest}
          onReject={wallet.rejectRequest}
        />
      </Suspense>
    );
  }
  const keyExport = keyExportOf(wallet);
  if (keyExport && keyExportView.stage === 'code') {
    const { email } = keyExportView;
    return (
      <Suspense fallback={null}>
        <OtpForm
          prompt={{ open: true, email, busy: keyExportView.busy, error: keyExportView.error }}
          title={text.code.exportPrivateKey}
          hint={formatMessageParts(text.code.exportKeyHint, { email: <strong key="email">{email}</strong> })}
          onSubmit={(code) => void keyExport.submitCode(code)}
          onCancel={keyExport.close}
        />
      </Suspense>
    );
  }
  if (keyExport && keyExportView.stage === 'key') {
    return (
      <Suspense fallback={null}>
        <PrivateKeyView privateKey={keyExportView.privateKey} address={keyExportView.address} onDone={keyExport.close} />
      </Suspense>
    );
  }
  const emailUpdate = emailUpdateOf(wallet);
  if (emailUpdate && emailUpdateView.stage !== 'closed') {
    const { email, stage } = emailUpdateView;
    return (
      <Suspense fallback={null}>
        <OtpForm
          key={stage}
          prompt={{ open: true, email, busy: emailUpdateView.busy, error: emailUpdateView.error }}
          title={stage === 'primary' ? text.code.confirmEmailChange : text.code.confirmNewEmail}
          hint={formatMessageParts(stage === 'primary' ? text.code.emailChangeHint : text.code.newEmailHint, {
            email: <strong key="email">{email}</strong>,
          })}
          onSubmit={(code) => void emailUpdate.submitCode(code)}
          onCancel={emailUpdate.close}
        />
      </Suspense>
    );
  }
  if (!prompt.open) return null;
  const submit = (code: string) => {
    promptStore.set({ ...prompt, busy: true, error: undefined });
    wallet.submitCode(code).catch((error: unknown) => {
      const current = promptStore.get();
      // The server's or the frame's own refusal word for word; anything else is a fault, logged.
      if (!(error instanceof FrameRequestError)) console.warn('Airlock frame: login failed', error);
      const message = error instanceof FrameRequestError ? error.message : FRAME_TEXT.replyFallback;
      if (current.open) promptStore.set({ ...current, busy: false, error: message });
    });
  };
  return (
    <Suspense fallback={null}>
      <OtpForm prompt={prompt} onSubmit={submit} onCancel={() => wallet.cancelLogin()} />
    </Suspense>
  );
}
