import { useState } from 'react';
import { emailLoginRefusal, STORAGE_KEYS, type AirlockClient } from '@airlock/core';
import { EmailAddressForm } from '../../ui/email-address-form';
import { useMessages } from '../../i18n/use-messages';

/** The Connect view's first method (spec §2: email, social, wallet): an address, then EmailLogin. */
export function EmailLoginForm({ client }: { client: AirlockClient }) {
  const messages = useMessages();
  const [email, setEmail] = useState(client.storage.get<string>(STORAGE_KEYS.email) ?? '');
  return (
    <EmailAddressForm
      name={messages.emailLogin}
      hiddenLabel
      email={email}
      onEmailChange={setEmail}
      // Refused here, in place, before EmailLogin opens; connectEmail checks the same again.
      refusal={(address) => emailLoginRefusal(address, client.storage.get<number>(STORAGE_KEYS.lastEmailLoginTime))}
      onAccepted={(address) => {
        client.router.push('EmailLogin', { email: address });
        // EmailLogin shows how it goes; what fails is in client.embedded.
        client.connectEmail(address).catch(() => undefined);
      }}
    />
  );
}
