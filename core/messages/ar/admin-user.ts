import type { ArabicDomain } from '../catalogue';

export const adminUser = {
  notFound: 'المستخدم غير موجود.',
  roleInvalid: 'دور غير صالح: يُرجى اختيار «admin» أو «user».',
  selfDemote: 'لا يمكنك سحب صلاحيات المسؤول من حسابك. يُرجى أن تطلب ذلك من مسؤول آخر.',
  selfDelete: 'لا يمكنك حذف حسابك من لوحة الإدارة.',
  lastAdminDemote: 'لا يمكن سحب الصلاحيات من آخر مسؤول: يُرجى أولًا ترقية حساب آخر.',
  lastAdminDelete: 'لا يمكن حذف آخر مسؤول: يُرجى أولًا ترقية حساب آخر.',
  roleUpdated: 'تم تحديث الدور.',
  deleted: 'تم حذف المستخدم، مع الاحتفاظ بطلباته.',
} satisfies ArabicDomain<'adminUser'>;
