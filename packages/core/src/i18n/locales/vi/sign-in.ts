import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name} yêu cầu bạn đăng nhập',
  askedByThisApp: 'Ứng dụng này yêu cầu bạn đăng nhập',
  explanation: 'Ký tin nhắn trong ví của bạn để chứng minh tài khoản này là của bạn. Không mất phí và không gửi giao dịch nào.',
  account: 'Tài khoản',
  network: 'Mạng',
  statement: 'Tin nhắn',
  sign: 'Ký',
  cancel: 'Hủy',
  authenticating: 'Đang xác thực...',
  initFailed: 'Đã xảy ra sự cố khi khởi tạo xác thực',
} satisfies SignInMessages;
