import type { LegalMessages } from '../../catalogue-types';

export const legal = {
  agreeBoth: 'मैं {terms} और {privacy} से सहमत हूँ',
  agreeOne: 'मैं {document} से सहमत हूँ',
  termsOfService: 'सेवा की शर्तें',
  privacyPolicy: 'गोपनीयता नीति',
  required: 'कनेक्ट करने से पहले सहमति के लिए बॉक्स पर टिक करें।',
} satisfies LegalMessages;
