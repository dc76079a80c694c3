import { ACCOUNT_SECTIONS_CSS } from '../styles/account-sections-css';
import { installSheet } from '../styles/install-stylesheet';

/** Called by the Activity and NFTs tabs and the Send and Receive views as they render: their styles arrive with their code. */
export function useAccountSectionsStyles(): void {
  installSheet('account-sections', ACCOUNT_SECTIONS_CSS);
}
