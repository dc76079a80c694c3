import { type ReactNode, useId, useMemo } from 'react';
import { type AirlockClient, enLegal, type LegalConsentState, legalDocumentHref } from '@airlock/core';
import { useExternalState } from '../../hooks/use-external-state';
import { useCataloguePart } from '../../i18n/use-catalogue-part';
import { installSheet } from '../../styles/install-stylesheet';
import { LEGAL_CONSENT_CSS } from '../../styles/legal-consent-css';

const selectConsent = (state: LegalConsentState) => state;

/**
 * `{terms}`-style placeholders of a sentence filled with elements. The protocol's formatMessageParts does the same, but
 * importing it here put it into every dApp's first load (its module is there for formatMessage), for this one view.
 */
function withElements(template: string, elements: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in elements ? elements[name] : part;
  });
}

/**
 * The legal checkbox (feature `legalCheckbox`) above the Connect view's ways to connect (`children`): the dApp's terms and
 * privacy policy, linked, and the box. Until it is ticked, a disabled fieldset turns them all off at once and says why.
 */
export function LegalGate({ client, children }: { client: AirlockClient; children: ReactNode }) {
  const reasonId = useId();
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
      ? withElements(messages.agreeBoth, { terms, privacy })
      : withElements(messages.agreeOne, { document: terms ?? privacy });
  return (
    <>
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
      <fieldset className="airlock-connect-methods" disabled={!accepted} aria-describedby={accepted ? undefined : reasonId}>
        {children}
      </fieldset>
    </>
  );
}
