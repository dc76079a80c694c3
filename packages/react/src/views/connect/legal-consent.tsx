import { type ReactNode, useId } from 'react';
import type { AirlockClient, LegalConsentState } from '@airlock/core';
import { useExternalState } from '../../hooks/use-external-state';
import { useMessages } from '../../i18n/use-messages';
import { installSheet } from '../../styles/install-stylesheet';
import { LEGAL_CONSENT_CSS } from '../../styles/legal-consent-css';

const selectConsent = (state: LegalConsentState) => state;

/** Fills `{terms}`-style placeholders of a sentence with elements (links), keeping the words around them. */
function withElements(template: string, elements: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in elements ? <span key={part}>{elements[name]}</span> : part;
    });
}

/**
 * The legal checkbox (feature `legalCheckbox`): the dApp's terms and privacy policy, linked, and the box every way to
 * connect waits for. `reasonId` names the line saying why they are disabled, which the Connect view points them at.
 */
export function LegalConsent({ client, reasonId }: { client: AirlockClient; reasonId: string }) {
  installSheet('legal-consent', LEGAL_CONSENT_CSS);
  const messages = useMessages();
  const checkboxId = useId();
  const { accepted, termsConditionsUrl, privacyPolicyUrl } = useExternalState(client.legalConsent, selectConsent);
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
  const terms = termsConditionsUrl ? link(termsConditionsUrl, messages.termsOfService) : undefined;
  const privacy = privacyPolicyUrl ? link(privacyPolicyUrl, messages.privacyPolicy) : undefined;
  const sentence =
    terms && privacy
      ? withElements(messages.legalAgreeBoth, { terms, privacy })
      : withElements(messages.legalAgreeOne, { document: terms ?? privacy });
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
        {messages.legalRequired}
      </p>
    </div>
  );
}
