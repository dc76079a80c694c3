/** SIWXSignMessage's strings and the sign-in toasts, in English; apart from main.ts so they load with the sign-in flow. */
export const signIn = {
  askedBy: '{name} asks you to sign in',
  askedByThisApp: 'This app asks you to sign in',
  explanation: 'Sign the message in your wallet to prove this account is yours. It costs nothing and sends no transaction.',
  account: 'Account',
  network: 'Network',
  statement: 'Message',
  sign: 'Sign',
  cancel: 'Cancel',
  authenticating: 'Authenticating...',
  initFailed: 'A problem occurred while trying initialize authentication',
} as const;
