/**
 * The login mail of a known account asked for on a device it does not know yet: the approval link
 * first, then the code, which signs in on that device only once the link's button is pressed.
 */
export function deviceApprovalMessage(link: string, code: string, appName = 'Airlock'): { subject: string; text: string } {
  return {
    subject: `Your ${appName} code: ${code}`,
    text:
      `Someone asked to sign in to ${appName} with this email address on a device it does not know yet.\n\n` +
      `If it was you, first open this link and press "Approve this device":\n${link}\n\n` +
      `Then enter the code ${code} in ${appName}. The link expires in 15 minutes and the code in 10; each works once.\n` +
      `If it was not you, ignore this email: nothing is approved until the button is pressed, ` +
      `and the code alone does not sign in on that device.\n`,
  };
}
