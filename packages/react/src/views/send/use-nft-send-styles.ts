import { installSheet } from '../../styles/install-stylesheet';
import { NFT_SEND_CSS } from '../../styles/nft-send-css';

/** Called by the NFT parts of the Send flow as they render: their styles arrive with their code. */
export function useNftSendStyles(): void {
  installSheet('nft-send', NFT_SEND_CSS);
}
