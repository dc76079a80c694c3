import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { bootFrame, type FrameStatus } from './frame-boot';
import { FRAME_CONFIG_META } from './config/frame-page-config';
import { FRAME_TEXT } from './frame-text';
import { FrameRequestError } from './messaging/frame-request-error';
import { createOtpPromptStore } from './ui/otp-prompt-store';
import { browserWalletFactory } from './wallet/browser-wallet';

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
  };
}

const promptStore = createOtpPromptStore();

/** The form and its stylesheet load only when a login asks for a code: the idle frame paints nothing and loads little. */
const OtpForm = lazy(() => import('./ui/otp-form').then((module) => ({ default: module.OtpForm })));

/** The secure frame's page: nothing visible while idle; the one-time-code form while an email login waits for it. */
export function FrameApp() {
  const [status, setStatus] = useState<FrameStatus>();
  const prompt = useSyncExternalStore(promptStore.subscribe, promptStore.get);
  useEffect(() => {
    const started = bootFrame(browserFrameWindow(), browserWalletFactory(promptStore));
    setStatus(started);
    return () => {
      if (started.kind === 'running') started.stop();
    };
  }, []);
  if (status?.kind === 'parent-not-set') return <p role="alert">{status.message}</p>;
  const wallet = status?.kind === 'running' ? status.wallet : undefined;
  if (!wallet || !prompt.open) return null;
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
