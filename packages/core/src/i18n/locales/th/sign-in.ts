import type { SignInMessages } from '../../catalogue-types';

export const signIn = {
  askedBy: '{name} ขอให้คุณลงชื่อเข้าใช้',
  askedByThisApp: 'แอปนี้ขอให้คุณลงชื่อเข้าใช้',
  explanation: 'ลงนามข้อความในวอลเล็ตของคุณเพื่อยืนยันว่าบัญชีนี้เป็นของคุณ ไม่มีค่าใช้จ่ายและไม่มีการส่งธุรกรรมใด ๆ',
  account: 'บัญชี',
  network: 'เครือข่าย',
  statement: 'ข้อความ',
  sign: 'ลงนาม',
  cancel: 'ยกเลิก',
  authenticating: 'กำลังยืนยันตัวตน...',
  initFailed: 'เกิดปัญหาขณะพยายามเริ่มการยืนยันตัวตน',
} satisfies SignInMessages;
