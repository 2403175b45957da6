import type { ArabicDomain } from '../catalogue';

export const privacy = {
  accountDeleted: 'تم حذف حسابك، وأرسلنا إليك رسالة تأكيد عبر البريد الإلكتروني.',
  erased: 'تم محو البيانات، وأُرسلت رسالة تأكيد إلى الشخص المعني.',
  erasureInProgress:
    'هناك طلب مدفوع قيد التنفيذ، لم تُسلَّم ترجمته أو أصله الورقي بعد (\u2068{{refs}}\u2069): لن يكون المحو ممكنًا إلا بعد تسليم الطلب أو إلغائه.',
  erasureAdminAccount:
    'هذا العنوان خاص بحساب مسؤول: يُرجى أولًا سحب هذا الدور منه في صفحة المستخدمين (\u2066Utilisateurs\u2069).',
  wrongPassword: 'كلمة المرور غير صحيحة.',
} satisfies ArabicDomain<'privacy'>;
