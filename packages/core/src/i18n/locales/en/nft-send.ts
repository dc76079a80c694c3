/** The Send flow's strings with an NFT chosen, in English; apart from main.ts so they load with the Send view. */
export const nftSend = {
  sendNftForm: 'Send NFT',
  nftToSend: 'NFT',
  nftWholeAmount: 'Enter a whole number, like 1',
  nftAmountAboveBalance: 'You hold {balance} of this NFT',
  youHold: 'You hold {balance}',
  quantity: 'Quantity',
} as const;
