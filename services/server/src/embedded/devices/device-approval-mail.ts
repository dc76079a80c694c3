/** The mail with a device's approval link: what it approves, for how long, and that ignoring it is safe. */
export function deviceApprovalMessage(link: string, appName = 'Airlock'): { subject: string; text: string } {
  return {
    subject: `Approve a new device for ${appName}`,
    text:
      `Someone asked to sign in to ${appName} with this email address on a device it does not know yet.\n\n` +
      `If it was you, open this link and press "Approve this device":\n${link}\n\n` +
      `The link expires in 15 minutes and works once. If it was not you, ignore this email: nothing is approved until the button is pressed.\n`,
  };
}
