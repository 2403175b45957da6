import type { ArabicDomain } from '../catalogue';

export const verificationStamp = {
  line: 'ترجمة محلّفة رقم \u2066{{reference}}\u2069 — يمكن التحقق منها على \u2066{{site}}\u2069 بالرمز \u2066{{code}}\u2069',
} satisfies ArabicDomain<'verificationStamp'>;
