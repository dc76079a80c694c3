import { type AirlockClient, type EmbeddedState, formatMessage } from '@airlock/core';
import { useExternalState } from '../../hooks/use-external-state';
import { useMessages } from '../../i18n/use-messages';
import { localizedNotice } from '../../i18n/localized-notice';

const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
};
const selectSocial = (state: EmbeddedState) => ({
  providers: state.socialProviders,
  pending: state.socialProvider,
  error: state.error,
  status: state.status,
});

/** The Connect view's social logins (spec §2 order: email, social, wallet), only those the server can run. */
export function SocialLoginButtons({ client }: { client: AirlockClient }) {
  const messages = useMessages();
  const { providers, pending, error, status } = useExternalState(client.embedded, selectSocial);
  const known = (providers ?? []).filter((provider) => PROVIDER_NAMES[provider]);
  if (known.length === 0) return null;
  const busy = pending !== undefined && status !== 'idle';
  return (
    <div className="airlock-social" role="group" aria-label={messages.socialLogin}>
      <div className="airlock-social-buttons">
        {known.map((provider) => (
          <button
            key={provider}
            type="button"
            className="airlock-button"
            aria-label={formatMessage(messages.continueWith, { name: PROVIDER_NAMES[provider]! })}
            disabled={busy}
            // Opened inside the click: a popup opened after an await is blocked.
            onClick={() => void client.connectSocial(provider).catch(() => undefined)}
          >
            {PROVIDER_NAMES[provider]}
          </button>
        ))}
      </div>
      {busy ? (
        <p className="airlock-muted" role="status">
          {formatMessage(messages.continueInPopup, { name: PROVIDER_NAMES[pending] ?? pending })}
        </p>
      ) : null}
      {!busy && error && status === 'idle' && client.router.getState().view === 'Connect' ? (
        <p className="airlock-error" role="alert">
          {localizedNotice(error, messages)}
        </p>
      ) : null}
    </div>
  );
}
