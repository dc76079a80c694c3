/** What Tab can reach in the modal (roving-tabindex members with tabindex -1 are filtered out by callers). */
export const FOCUSABLE_SELECTOR =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';
