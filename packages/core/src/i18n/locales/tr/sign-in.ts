import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name} oturum açmanızı istiyor',
  askedByThisApp: 'Bu uygulama oturum açmanızı istiyor',
  explanation: 'Bu hesabın size ait olduğunu kanıtlamak için cüzdanınızda mesajı imzalayın. Ücretsizdir ve hiçbir işlem göndermez.',
  account: 'Hesap',
  network: 'Ağ',
  statement: 'Mesaj',
  sign: 'İmzala',
  cancel: 'İptal',
  authenticating: 'Kimlik doğrulanıyor...',
  initFailed: 'Kimlik doğrulama başlatılırken bir sorun oluştu',
} satisfies SignInMessages;
