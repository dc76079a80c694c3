import { AirlockError } from '../errors/airlock-error';

/** A connect method was called while the legal checkbox is required and not ticked. */
export class LegalConsentRequiredError extends AirlockError {
  override readonly name = 'LegalConsentRequiredError';
  constructor() {
    super('Agree to the terms before connecting a wallet', { code: 'LEGAL_CONSENT_REQUIRED' });
  }
}
