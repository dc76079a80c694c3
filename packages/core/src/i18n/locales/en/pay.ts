/** The Pay checkout view's strings in English; apart from main.ts so they load with the view. */
export const pay = {
  title: 'Pay',
} as const;
