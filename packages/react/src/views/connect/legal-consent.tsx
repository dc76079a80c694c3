import { useId, useMemo } from 'react';
import { type AirlockClient, enLegal, formatMessageParts, type LegalConsentState, legalDocumentHref } from '@airlock/core';
import { useExternalState } from '../../hooks/use-external-state';
import { useCataloguePart } from '../../i18n/use-catalogue-part';
import { installSheet } from '../../styles/install-stylesheet';
import { LEGAL_CONSENT_CSS } from '../../styles/legal-consent-css';

const selectConsent = (state: LegalConsentState) => state;

/**
 * The legal checkbox (feature `legalCheckbox`): the dApp's terms and privacy policy, linked, and the box every way to
 * connect waits for. `reasonId` names the line saying why they are disabled, which the Connect view points them at.
 */
export function LegalConsent({ client, reasonId }: { client: AirlockClient; reasonId: string }) {
  installSheet('legal-consent', LEGAL_CONSENT_CSS);
  const messages = useCataloguePart('legal', enLegal);
  const checkboxId = useId();
  const { accepted, termsConditionsUrl, privacyPolicyUrl } = useExternalState(client.legalConsent, selectConsent);
  const hrefs = useMemo(
    () => ({ terms: legalDocumentHref(termsConditionsUrl), privacy: legalDocumentHref(privacyPolicyUrl) }),
    [termsConditionsUrl, privacyPolicyUrl],
  );
  // A document whose URL is not http(s) is named without a link.
  const document = (key: 'terms' | 'privacy', url: string | undefined, text: string) => {
    if (!url) return undefined;
    const href = hrefs[key];
    return href ? (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    ) : (
      text
    );
  };
  const terms = document('terms', termsConditionsUrl, messages.termsOfService);
  const privacy = document('privacy', privacyPolicyUrl, messages.privacyPolicy);
  const sentence =
    terms && privacy
      ? formatMessageParts(messages.agreeBoth, { terms, privacy })
      : formatMessageParts(messages.agreeOne, { document: terms ?? privacy });
  return (
    <div className="airlock-legal">
      <div className="airlock-legal-row">
        <input
          id={checkboxId}
          type="checkbox"
          data-initial-focus=""
          checked={accepted}
          onChange={(event) => client.legalConsent.setState({ accepted: event.target.checked })}
        />
        <label htmlFor={checkboxId}>{sentence}</label>
      </div>
      <p id={reasonId} className="airlock-muted" hidden={accepted}>
        {messages.required}
      </p>
    </div>
  );
}
