import type { EmailCodePurpose } from './email-code-limits';

const PURPOSE_LINE: Record<EmailCodePurpose, string> = {
  login: 'to sign in',
  'update-primary': 'to confirm changing your email address',
  'update-secondary': 'to confirm your new email address',
  export: 'to export your private key',
};

/** The mail a visitor receives: the code first, what it is for, and that it expires. */
export function emailCodeMessage(code: string, purpose: EmailCodePurpose, appName = 'Airlock'): { subject: string; text: string } {
  return {
    subject: `Your ${appName} code: ${code}`,
    text:
      `Your code is ${code}.\n\nEnter it in ${appName} ${PURPOSE_LINE[purpose]}. It expires in 10 minutes and works once.\n` +
      `If you did not ask for it, ignore this email.\n`,
  };
}
