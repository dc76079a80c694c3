/** The legal checkbox's strings (feature legalCheckbox), in English; loaded with it. {terms} and {privacy} are links named by
 * termsOfService and privacyPolicy. */
export const legal = {
  agreeBoth: 'I agree to the {terms} and the {privacy}',
  agreeOne: 'I agree to the {document}',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  required: 'Tick the box to agree before you connect.',
} as const;
