/**
 * What the frame says, to the console or in an error reply. The spec's strings (§8) are word for
 * word the same as the modal's (packages/core/src/frame/frame-errors.ts).
 */
export const FRAME_TEXT = {
  parentNotSet: 'parent is not set',
  replyFallback: 'An error occurred',
  notAvailableYet: 'Not available yet',
  originNotAllowed: 'Origin Not Allowed',
  notConfigured: 'The frame has no configuration: load it from the Airlock server',
  chainNotSet: 'Chain is not set',
  invalidChainId: 'Invalid chainId',
  enterCodeInFrame: 'Enter the code in the secure frame',
  approvalNotAvailable: 'Approval is not available yet',
  rpcNotAllowed: 'Requested RPC call is not allowed',
  notSignedIn: 'Not signed in',
  noPendingLogin: 'Ask for a new code first',
  codeFormat: 'Enter the 6-digit code',
  /** EIP-1193's words for code 4001, answered when the user rejects a request in the frame. */
  userRejected: 'User rejected the request.',
  requestAborted: 'Request was aborted',
  noPendingDevice: 'No device approval is waiting: sign in with your email first',
  deviceNotApproved: 'This device was not approved in time: sign in again',
  /** EIP-5792 code 5760: the dApp required one atomic batch and this account is an EOA here. */
  atomicityNotSupported: 'Atomicity not supported: this account is not a smart account on this network',
  invalidAccountType: "type must be 'eoa' or 'smartAccount'",
  /** Why Approve is off for a moment after a request appears or the frame shows again. */
  approveAvailableShortly: 'Approve becomes available in a moment, once you have had time to read this request',
  /** Why Approve is off while the page hides or covers the frame (IntersectionObserver v2). */
  approveNeedsVisibility: 'Approve is available once this window is fully visible',
  /** The server's fee preview could not be read: nothing is shown for approval. */
  feePreviewUnreadable: 'The network fee could not be estimated',
  /** Next to a fee in the native currency when the server knows no USD price for it. */
  noUsdPrice: 'no USD price known',
  lessThanOneCent: 'less than $0.01',
  /** A batch whose transaction carries the account's EIP-7702 authorization (its first as a smart account). */
  delegatesTo: (executor: string) =>
    `This upgrades your account to a smart account: an EIP-7702 delegation to ${executor}, ` +
    "the network's BatchExecutor. Your address stays the same.",
} as const;
