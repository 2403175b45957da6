import type { ArabicDomain } from '../catalogue';

export const orderMessage = {
  failed: 'حدث خطأ أثناء إرسال الرسالة.',
  subject: 'سؤالك أو ملاحظتك',
} satisfies ArabicDomain<'orderMessage'>;
