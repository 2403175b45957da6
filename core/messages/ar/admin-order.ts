import type { ArabicDomain } from '../catalogue';

export const adminOrder = {
  statusRequired: 'يُرجى تحديد الحالة الجديدة للطلب.',
  statusUnknown: 'حالة غير معروفة: «{{value}}». الحالات الممكنة: {{statuses}}.',
  archived: 'هذا الطلب مؤرشف: لم يعد بالإمكان تعديله.',
  statusUpdated: 'تم تحديث الحالة: «{{label}}». أُبلغ العميل بذلك عبر البريد الإلكتروني.',
  statusUpdatedDeliverNext:
    'تم تحديث الحالة: «{{label}}». لم تُرسَل أي رسالة: يُرجى إرسال رسالة التسليم إلى العميل مع روابط ترجماته.',
  statusUnchanged: 'حالة الطلب هي «{{label}}» أصلًا.',
  archivedDone: 'تمت أرشفة الطلب: لم يعد يظهر في القائمة، مع الاحتفاظ بملفاته.',
  alreadyArchived: 'كان هذا الطلب مؤرشفًا من قبل.',
  deletedDone: 'تم حذف الطلب غير المدفوع نهائيًا مع ملفاته.',
  paymentOpen:
    'لا يزال بإمكان العميل دفع ثمن هذا الطلب (صفحة الدفع مفتوحة حتى {{until}}). يُرجى إعادة المحاولة بعد هذا الوقت لحذفه.',
  paymentJustReceived: 'تم استلام دفعة هذا الطلب للتو: لم يعد بالإمكان حذفه نهائيًا. يُرجى إعادة تحميل الصفحة.',
  noFile: 'يُرجى اختيار ملف واحد على الأقل.',
  uploaded: 'تم رفع الملفات بنجاح!',
  uploadCancelled: 'هذا الطلب ملغى: لم يعد بالإمكان إيداع ترجمة فيه.',
  uploadUnpaid: 'هذا الطلب غير مدفوع: يُرجى عدم البدء في الترجمة.',
  noFileToDelete: 'لا يوجد ملف لحذفه',
  fileNotFound: 'الملف المترجم غير موجود في هذا الطلب: \u2068{{names}}\u2069.',
  filesDeleted_zero: 'لم يُحذف أي ملف مترجم.',
  filesDeleted_one: 'تم حذف الملف المترجم.',
  filesDeleted_two: 'تم حذف ملفين مترجمين.',
  filesDeleted_few: 'تم حذف {{count}} ملفات مترجمة.',
  filesDeleted_many: 'تم حذف {{count}} ملفًا مترجمًا.',
  filesDeleted_other: 'تم حذف {{count}} ملف مترجم.',
  deliveryFileNotFound: 'الملف المترجم غير موجود: \u2068{{names}}\u2069.',
  deliverySeveralOrders: 'الملفات المختارة تنتمي إلى عدة طلبات: يُرجى إرسال رسالة لكل طلب.',
  deliveryOtherOrder: 'الملفات المختارة لا تنتمي إلى الطلب {{id}}.',
  deliveryOtherRecipient: 'لا يمكن إرسال ترجمات الطلب {{id}} إلا إلى البريد الإلكتروني لصاحبه (\u2066{{email}}\u2069).',
} satisfies ArabicDomain<'adminOrder'>;
