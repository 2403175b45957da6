import type { ArabicDomain } from '../catalogue';

export const requestMail = {
  quoteSubject: 'طلب عرض السعر \u2068{{id}}\u2069 — \u2068{{trade}}\u2069',
  quoteReceived: 'تلقّينا طلب عرض السعر \u2068{{id}}\u2069. سنرسل إليك عرض السعر في أقرب وقت، عادةً {{within}}.',
  rowService: 'نوع الخدمة',
  rowDelivery: 'طريقة التسليم المطلوبة',
  fileReceived: 'وصلتنا وثيقتك، وهي محفوظة مشفّرة.',
  fileByReply: 'يمكنك إرسال وثائقك بالرد على هذه الرسالة.',
  completeByReply: 'لاستكمال طلبك، يكفي الرد على هذه الرسالة.',
  contactSubject: 'تلقّينا رسالتك — \u2068{{trade}}\u2069',
  contactPreheader: 'وصلت رسالتك: سنرد عليك قريبًا.',
  contactReceived: 'وصلتنا رسالتك المرسلة من موقعنا. سنرد عليك في أقرب وقت، من الاثنين إلى الجمعة.',
  urgentCall: 'للطلبات العاجلة، اتصل بنا على \u2066{{phone}}\u2069.',
  supportSubject: 'طلب المساعدة — \u2068{{trade}}\u2069',
  supportPreheader: 'سُجّل طلبك: سنعود إليك قريبًا.',
  supportReceived: 'سُجّل طلب المساعدة الخاص بك. سنعود إليك في أقرب وقت، من الاثنين إلى الجمعة.',
  supportReceivedOrder:
    'سُجّل طلب المساعدة الخاص بك بشأن الطلب \u2068{{reference}}\u2069. سنعود إليك في أقرب وقت، من الاثنين إلى الجمعة.',
  addDetail: 'لإضافة أي توضيح، يكفي الرد على هذه الرسالة.',
} satisfies ArabicDomain<'requestMail'>;
