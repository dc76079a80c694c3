export const ADDRESS_TRUNCATION = { start: 4, end: 6 } as const;
export const DEFAULT_NUMBER_DECIMALS = 2;
export const NUMBER_LOCALE = 'en-US';
