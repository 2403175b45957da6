import type { ArabicDomain } from '../catalogue';

/** Backups in Arabic (server-only); setting names and paths sit in left-to-right isolates. */
export const backup = {
  noPassphrase:
    'تعذّر النسخ الاحتياطي: يُرجى تعيين \u2066BACKUP_PASSPHRASE\u2069 (16 حرفًا على الأقل) وحفظها في مكان غير مكان النسخ الاحتياطية.',
  noTarget:
    'تعذّر النسخ الاحتياطي: يُرجى تعيين \u2066BACKUP_DIR\u2069 (مجلد خارج \u2066DATA_DIR\u2069) أو \u2066BACKUP_S3_BUCKET\u2069.',
  dirInsideData:
    'رُفض النسخ الاحتياطي: المجلد \u2066BACKUP_DIR\u2069 (\u2066{{dir}}\u2069) يقع داخل \u2066DATA_DIR\u2069؛ يُرجى اختيار مجلد على قرص آخر.',
  s3KeysPair:
    'تعذّر النسخ الاحتياطي: يجب تعيين \u2066BACKUP_S3_ACCESS_KEY_ID\u2069 و\u2066BACKUP_S3_SECRET_ACCESS_KEY\u2069 معًا.',
  otherInstance: 'نسخة أخرى من الخادم تُجري النسخ الاحتياطي الآن: لا شيء للقيام به.',
  serverDoesIt: 'الخادم (العملية \u2066{{pid}}\u2069) يستخدم مجلد البيانات: هو من يُجري النسخ الاحتياطي.',
  noControl: 'الخادم لا يستجيب على قناة الأوامر (\u2066{{detail}}\u2069).',
  usage: 'الاستخدام: \u2066npm\u00a0run\u00a0{{command}}\u00a0--\u00a0<archive>\u2069',
  archiveMissing: 'الأرشيف غير موجود: \u2066{{path}}\u2069',
  archiveRefused: 'رُفض الأرشيف: \u2068{{detail}}\u2069. لم يُغيَّر شيء.',
  wrongPassphrase: 'عبارة المرور خاطئة أو الأرشيف تالف',
  damaged: 'الأرشيف تالف أو مبتور',
  notArchive: 'هذا الملف ليس أرشيف نسخ احتياطي',
  checksum: 'مجموع التحقق لا يطابق: \u2066{{what}}\u2069',
  newerArchive: 'الأرشيف صادر عن إصدار أحدث من الموقع (يُرجى تحديث الموقع قبل الاستعادة)',
  foreignSchema: 'الأرشيف يخص مخطط قاعدة بيانات آخر',
  dataDirNotEmpty: 'رُفضت الاستعادة: المجلد \u2066DATA_DIR\u2069 (\u2066{{dir}}\u2069) ليس فارغًا؛ يُرجى تحديد مجلد فارغ.',
  databaseNotEmpty:
    'رُفضت الاستعادة: قاعدة البيانات في \u2066DATABASE_URL\u2069 ليست فارغة (الجدول \u2066{{table}}\u2069).',
  databaseNewerSchema:
    'رُفضت الاستعادة: قاعدة \u2066DATABASE_URL\u2069 تحمل مخطط إصدار أحدث من الأرشيف؛ يُرجى تحديد قاعدة جديدة (\u2066createdb\u2069).',
  serverRunning: 'رُفضت الاستعادة: خادم يستخدم مجلد البيانات هذا (العملية \u2066{{pid}}\u2069)؛ يُرجى إيقافه.',
  databaseInUse_zero: 'رُفضت الاستعادة: لا توجد اتصالات أخرى مفتوحة بقاعدة \u2066DATABASE_URL\u2069؛ يُرجى إيقاف الخادم.',
  databaseInUse_one: 'رُفضت الاستعادة: يوجد اتصال آخر مفتوح بقاعدة \u2066DATABASE_URL\u2069؛ يُرجى إيقاف الخادم.',
  databaseInUse_two: 'رُفضت الاستعادة: يوجد اتصالان آخران مفتوحان بقاعدة \u2066DATABASE_URL\u2069؛ يُرجى إيقاف الخادم.',
  databaseInUse_few:
    'رُفضت الاستعادة: توجد {{count}} اتصالات أخرى مفتوحة بقاعدة \u2066DATABASE_URL\u2069؛ يُرجى إيقاف الخادم.',
  databaseInUse_many:
    'رُفضت الاستعادة: يوجد {{count}} اتصالًا آخر مفتوحًا بقاعدة \u2066DATABASE_URL\u2069؛ يُرجى إيقاف الخادم.',
  databaseInUse_other:
    'رُفضت الاستعادة: يوجد {{count}} اتصال آخر مفتوح بقاعدة \u2066DATABASE_URL\u2069؛ يُرجى إيقاف الخادم.',
  restored:
    'اكتملت الاستعادة: عدد الأسطر \u2066{{rows}}\u2069، وعدد الوثائق \u2066{{documents}}\u2069، وعدد عمليات الحذف المُعاد تطبيقها \u2066{{erasures}}\u2069، من نسخة \u2066{{takenAt}}\u2069.',
  verifyOk:
    'الأرشيف سليم: عدد الأسطر \u2066{{rows}}\u2069، وعدد الوثائق المفكوك تشفيرها \u2066{{documents}}\u2069، وعدد الفواتير المطابقة \u2066{{invoices}}\u2069.',
  verifyFailed: 'الأرشيف غير سليم: \u2068{{detail}}\u2069.',
  missingDocuments_zero: 'لا توجد وثائق غائبة عن الأرشيف',
  missingDocuments_one: 'وثيقة واحدة غائبة عن الأرشيف (حُذفت أثناء النسخ)',
  missingDocuments_two: 'وثيقتان غائبتان عن الأرشيف (حُذفتا أثناء النسخ)',
  missingDocuments_few: '{{count}} وثائق غائبة عن الأرشيف (حُذفت أثناء النسخ)',
  missingDocuments_many: '{{count}} وثيقة غائبة عن الأرشيف (حُذفت أثناء النسخ)',
  missingDocuments_other: '{{count}} وثيقة غائبة عن الأرشيف (حُذفت أثناء النسخ)',
  documentUnreadable: 'تعذّر فك تشفير الوثيقة \u2066{{key}}\u2069',
  invoiceMismatch: 'ملف PDF للفاتورة \u2066{{id}}\u2069 لا يطابق بصمته',
  rowCount: 'الجدول \u2066{{table}}\u2069: عدد الأسطر \u2066{{found}}\u2069 بدلًا من \u2066{{expected}}\u2069',
  dashboardLast: 'آخر نسخة احتياطية: \u2068{{when}}\u2069',
  dashboardNever: 'آخر نسخة احتياطية: لا توجد',
  dashboardOff:
    'النسخ الاحتياطي معطَّل: لم تُضبط كلمة مرور للنسخ الاحتياطي على الخادم (يُطلب ذلك من الشخص الذي يستضيف الموقع)',
  dashboardLate: 'مرّت أكثر من 26 ساعة دون نسخة احتياطية',
  failedSubject: 'فشل النسخ الاحتياطي الليلي',
  failedBody:
    'فشل النسخ الاحتياطي بتاريخ \u2068{{when}}\u2069: \u2068{{reason}}\u2069. لن يُرسَل تنبيه آخر قبل النسخة الناجحة التالية؛ يُرجى التحقق من القرص أو حاوية النسخ الاحتياطي.',
} satisfies ArabicDomain<'backup'>;
