import type { ArabicDomain } from '../catalogue';

export const privacyExport = {
  readmeTitle: 'بياناتك لدى \u2068{{tradeName}}\u2069، صُدِّرت في \u2066{{date}}\u2069.',
  readmeData:
    '\u2066donnees.json\u2069: حسابك، وطلباتك (سجلّها ورسائلها وتقييمك)، وطلبات عروض الأسعار ورسائل التواصل والدعم، ومحادثات الدردشة.',
  readmeDocuments: '\u2066commandes/\u2069 و\u2066devis/\u2069: الوثائق والترجمات التي ما زالت محفوظة، بعد فك تشفيرها.',
  readmeRetention: 'تُحذف الوثائق بعد انقضاء مدة الحفظ المذكورة في الصفحة \u2068{{page}}\u2069.',
} satisfies ArabicDomain<'privacyExport'>;
