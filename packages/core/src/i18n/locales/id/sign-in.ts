import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name} meminta Anda untuk masuk',
  askedByThisApp: 'Aplikasi ini meminta Anda untuk masuk',
  explanation:
    'Tanda tangani pesan di dompet Anda untuk membuktikan bahwa akun ini milik Anda. Tidak ada biaya dan tidak ada transaksi yang dikirim.',
  account: 'Akun',
  network: 'Jaringan',
  statement: 'Pesan',
  sign: 'Tanda tangani',
  cancel: 'Batal',
  authenticating: 'Mengautentikasi...',
  initFailed: 'Terjadi masalah saat mencoba memulai autentikasi',
} satisfies SignInMessages;
