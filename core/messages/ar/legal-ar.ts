import type { ArabicDomain } from '../catalogue';

export const legalAr = {
  eyebrow: 'ملخّص بالعربية',
  binding: 'هذا الملخّص يساعدك على فهم النص، والنسخة الفرنسية وحدها هي المُلزِمة قانونًا.',
  bindingLink: 'قراءة النسخة الفرنسية المُلزِمة',
} satisfies ArabicDomain<'legalAr'>;
