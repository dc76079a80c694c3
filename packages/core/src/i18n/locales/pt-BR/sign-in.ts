import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name} pede que você entre',
  askedByThisApp: 'Este app pede que você entre',
  explanation: 'Assine a mensagem na sua carteira para provar que esta conta é sua. Não custa nada e não envia nenhuma transação.',
  account: 'Conta',
  network: 'Rede',
  statement: 'Mensagem',
  sign: 'Assinar',
  cancel: 'Cancelar',
  authenticating: 'Autenticando...',
  initFailed: 'Ocorreu um problema ao tentar inicializar a autenticação',
} satisfies SignInMessages;
