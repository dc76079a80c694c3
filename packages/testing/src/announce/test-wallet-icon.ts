const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="#1f6feb"/>' +
  '<path d="M9 15v-3a7 7 0 0 1 14 0v3" fill="none" stroke="#fff" stroke-width="3"/>' +
  '<rect x="7" y="15" width="18" height="11" rx="2" fill="#fff"/>' +
  '</svg>';

/** A padlock, as the data URI EIP-6963 requires for `info.icon`. */
export const testWalletIcon = `data:image/svg+xml,${encodeURIComponent(iconSvg)}`;
