import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name} meminta anda log masuk',
  askedByThisApp: 'Aplikasi ini meminta anda log masuk',
  explanation: 'Tandatangani mesej dalam dompet anda untuk membuktikan akaun ini milik anda. Ia percuma dan tidak menghantar transaksi.',
  account: 'Akaun',
  network: 'Rangkaian',
  statement: 'Mesej',
  sign: 'Tandatangan',
  cancel: 'Batal',
  authenticating: 'Sedang mengesahkan...',
  initFailed: 'Masalah berlaku semasa cuba memulakan pengesahan',
} satisfies SignInMessages;
