import { useState } from 'react';
import { INVALID_EMAIL_MESSAGE, isEmailAddress, type EmbeddedState, formatMessage } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { EmailAddressForm } from '../ui/email-address-form';
import { FrameStep } from './embedded/frame-step';
import { useMessages } from '../i18n/use-messages';

const selectUpdate = (state: EmbeddedState) => ({ emailUpdate: state.emailUpdate, current: state.user?.email ?? undefined });

/**
 * UpdateEmailWallet (spec §2, §4): the new address here, then the secure frame asks in place for the
 * code sent to the current address and the one sent to the new address; this page never sees them.
 */
export function UpdateEmailWalletView() {
  const messages = useMessages();
  const client = useAirlock();
  const { emailUpdate, current } = useExternalState(client.embedded, selectUpdate);
  const [email, setEmail] = useState('');

  if (emailUpdate?.status === 'sending' || emailUpdate?.status === 'in-frame') {
    const status =
      emailUpdate.status === 'sending'
        ? formatMessage(messages.sendingCode, { email: current ?? emailUpdate.email })
        : emailUpdate.action === 'VERIFY_PRIMARY_OTP' && current
          ? formatMessage(messages.updateEmailCodes, { current, next: emailUpdate.email })
          : formatMessage(messages.enterCodeFor, { email: emailUpdate.email });
    return <FrameStep status={status} busy={emailUpdate.status === 'sending'} />;
  }

  return (
    <EmailAddressForm
      name={messages.updateEmail}
      hint={messages.newEmailHint}
      email={email}
      onEmailChange={setEmail}
      // Refused here, in place; updateEmail checks the same again.
      refusal={(address) => (isEmailAddress(address) ? undefined : INVALID_EMAIL_MESSAGE)}
      error={emailUpdate?.status === 'failed' ? emailUpdate.error : undefined}
      // How it goes (the frame's form, a refusal) is in client.embedded; success returns to Account.
      onAccepted={(address) => void client.updateEmail(address).catch(() => undefined)}
    />
  );
}
