/** Strings of the Send flow with an NFT chosen; apart from `en` so they load with the Send view, not the first load. */
export const enNftSend = {
  sendNftForm: 'Send NFT',
  nftToSend: 'NFT',
  nftWholeAmount: 'Enter a whole number, like 1',
  nftAmountAboveBalance: (balance: string) => `You hold ${balance} of this NFT`,
  youHold: (balance: string) => `You hold ${balance}`,
  quantity: 'Quantity',
} as const;
