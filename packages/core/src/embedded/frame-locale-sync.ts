import type { LocaleState } from '../i18n/locale-store';
import type { FrameClient } from '../frame/frame-client';

/**
 * The frame's own text (its code form, its approval screen) in the modal's language: the locale
 * asked for is sent once the frame is ready and again on every change (setLocale), so a frame
 * already open follows the modal. The locale asked for, not the one shown: the frame loads its
 * own strings, and a locale the modal could not load falls back to the shown one, which is sent then.
 */
export function syncFrameLocale(
  locale: { getState(): LocaleState; subscribe(listener: (state: LocaleState) => void): () => void },
  frame: FrameClient,
): () => void {
  let sent: string | undefined;
  const send = ({ requested }: LocaleState) => {
    if (requested === sent) return;
    sent = requested;
    void frame.request('SYNC_LOCALE', { locale: requested }).catch(() => undefined);
  };
  send(locale.getState());
  return locale.subscribe(send);
}
