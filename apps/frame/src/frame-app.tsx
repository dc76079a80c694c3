import { useEffect, useState } from 'react';
import { bootFrame, type FrameStatus } from './frame-boot';
import { FRAME_CONFIG_META } from './config/frame-page-config';

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

/** The secure frame's page: nothing visible while idle (the iframe is hidden until an approval is needed). */
export function FrameApp() {
  const [status, setStatus] = useState<FrameStatus>();
  useEffect(() => {
    const started = bootFrame(browserFrameWindow());
    setStatus(started);
    return () => {
      if (started.kind === 'running') started.stop();
    };
  }, []);
  if (status?.kind === 'parent-not-set') return <p role="alert">{status.message}</p>;
  return null;
}
