/** The mail to the old address once an account's address changed: what changed, and what to do if it was not them. */
export function emailChangedMessage(input: { newEmail: string; appName?: string }): { subject: string; text: string } {
  const appName = input.appName ?? 'Airlock';
  return {
    subject: `Your ${appName} email address was changed`,
    text:
      `The email address of your ${appName} wallet was changed to ${input.newEmail} just now. This address no longer signs in to it, ` +
      `and every other device that was signed in has been signed out.\n\n` +
      `If it was you, there is nothing more to do.\n` +
      `If it was not you, someone who could read the codes sent to this address has taken over the wallet: ` +
      `contact ${appName}'s support at once ` +
      `and keep this email. Check who else can read your mailbox, and change its password.\n`,
  };
}
