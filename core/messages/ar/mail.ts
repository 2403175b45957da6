import type { ArabicDomain } from '../catalogue';

export const mail = {
  hello: 'مرحبًا،',
  signOff: 'مع خالص التحية،',
  signature: '\u2068{{name}}\u2069، مترجمة محلّفة عربي–فرنسي لدى محكمة الاستئناف (\u2066{{court}}\u2069)',
  phone: 'الهاتف',
} satisfies ArabicDomain<'mail'>;
