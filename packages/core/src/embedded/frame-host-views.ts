import type { View } from '../router/views';

/**
 * Views that ask the frame for its own UI themselves and place it on screen (a key export, Send's and Swap's approvals,
 * a name's signature, a payment): the frame's SHOW_FRAME leaves the modal on them instead of opening ApproveTransaction.
 */
export const FRAME_HOST_VIEWS: ReadonlySet<View> = new Set<View>([
  'ExportPrivateKey',
  'UpdateEmailWallet',
  'Send',
  'Swap',
  'RegisterAccountName',
  'Pay',
]);
