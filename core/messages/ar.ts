import type { PartialCatalogue } from './catalogue';

/**
 * Every domain and key of the French catalogue, and all six plural forms Arabic
 * needs (zero, one, two, few, many, other): a missing or unknown key does not compile.
 */
type Complete = { [D in keyof PartialCatalogue]-?: Required<NonNullable<PartialCatalogue[D]>> };

/**
 * The Arabic message catalogue (issue 17): Modern Standard Arabic for clients
 * from the Maghreb, Lebanon and the Gulf. Written for them, not word for word;
 * short like the French. Conventions, so a correction keeps them:
 * - French administrative terms that matter stay in brackets: « التصديق (légalisation) ».
 * - Addressed with « يُرجى » and unvowelled « ك », so no text assumes a man or a woman.
 * - A number filled in at run time never governs a counted noun (« عدد أحرف الاسم {{max}} »):
 *   Arabic agreement changes with the number (3 أحرف، 11 حرفًا، 100 حرف). Fixed numbers are
 *   written as `Intl.NumberFormat('ar')` shows them: Latin digits, « 10,000 ».
 * - Arabic punctuation (، ؛ ؟); Latin words and codes as they are typed (PDF, TR-, YYYY-MM-DD).
 * - A phone number sits in a left-to-right isolate (U+2066 … U+2069): without it, an
 *   Arabic line shows « 03 80 00 00 00 » with its groups in reverse order.
 * Plural ids carry the six forms `Intl.PluralRules('ar')` chooses from `{{count}}`;
 * zero, one and two say the number in words and need no `{{count}}`.
 */
export const ar = {
  form: {
    emailRequired: 'البريد الإلكتروني مطلوب.',
    emailInvalid: 'يُرجى إدخال عنوان بريد إلكتروني صحيح.',
    messageRequired: 'الرسالة مطلوبة.',
    messageSent: 'تم إرسال رسالتك بنجاح!',
    subjectRequired: 'الموضوع مطلوب.',
    subjectTooLong: 'لا يمكن أن يتجاوز عدد أحرف الموضوع {{max}}.',
    nameRequired: 'الاسم مطلوب.',
    nameTooLong: 'لا يمكن أن يتجاوز عدد أحرف الاسم {{max}}.',
    messageTooLong: 'لا يمكن أن يتجاوز عدد أحرف الرسالة {{max}}.',
    invalid: 'بيانات غير صالحة',
    saveError: 'حدث خطأ أثناء الحفظ',
    deleteError: 'حدث خطأ أثناء الحذف',
    pageInvalid: 'رقم الصفحة غير صالح.',
    tooManyFields: 'عدد حقول النموذج كبير جدًا.',
    formInvalid: 'النموذج غير صالح.',
  },

  http: {
    serverError: 'خطأ في الخادم.',
    badRequest: 'طلب غير صالح.',
    badCharacter: 'طلب غير صالح: يحتوي على حرف غير مسموح به.',
    tooManyRequests: 'عدد الطلبات كبير جدًا. يُرجى المحاولة لاحقًا.',
    notFound: 'المورد المطلوب غير موجود.',
    invalidJson: 'محتوى الطلب ليس بصيغة JSON صالحة.',
    emptyJson: 'محتوى الطلب فارغ.',
    bodyTooLarge: 'حجم الطلب كبير جدًا.',
    unsupportedMediaType: 'نوع المحتوى غير مدعوم.',
    invalidContentLength: 'طول المحتوى غير صالح.',
    invalidContentType: 'نوع المحتوى غير صالح.',
    missingContentType: 'نوع المحتوى غير محدَّد.',
    badUrl: 'الرابط غير صالح.',
    databaseDown: 'تعذّر الاتصال بقاعدة البيانات.',
  },

  order: {
    notFound: 'الطلب غير موجود.',
    idInvalid: 'رقم الطلب غير صالح.',
    documentsMin: 'يجب أن يكون عدد الوثائق 1 على الأقل',
    pagesBelowDocuments: 'لا يمكن أن يكون عدد الصفحات أقل من عدد الوثائق.',
    pagesMin: 'يجب أن يكون عدد الصفحات 1 على الأقل',
    pagesMax: 'لا يمكن أن يتجاوز عدد الصفحات 500. لحجم أكبر، يُرجى طلب عرض سعر.',
    documentsMax: 'لا يمكن أن يتجاوز عدد الوثائق 100. لحجم أكبر، يُرجى طلب عرض سعر.',
    pagesInteger: 'يجب أن يكون عدد الصفحات عددًا صحيحًا.',
    documentsInteger: 'يجب أن يكون عدد الوثائق عددًا صحيحًا.',
    deliveryRequired: 'يُرجى اختيار طريقة التسليم.',
    legalizationRequired: 'يُرجى اختيار نوع التصديق (légalisation).',
    deliveryUnknown: 'طريقة التسليم غير معروفة.',
    purposeUnknown: 'الإجراء المختار غير معروف.',
    legalizationUnknown: 'نوع التصديق (légalisation) غير معروف.',
    commentTooLong: 'لا يمكن أن يتجاوز التعليق 2,000 حرف.',
    fileType: 'لا تُقبل إلا ملفات PDF وPNG وJPG.',
    uploadFailed: 'حدث خطأ أثناء رفع الملفات.',
    deleteFailed: 'حدث خطأ أثناء حذف الملف.',
    fileNotAvailable: 'أحد الملفات لم يعد متاحًا: يُرجى حذفه ثم رفعه من جديد.',
    transitionRefused: 'لا يمكن نقل هذا الطلب من الحالة «{{from}}» إلى الحالة «{{to}}».',
    urgentUnavailable: 'خيار «مستعجل» (Urgent) غير متاح حاليًا.',
    urgentTooLarge: 'خيار «مستعجل» (Urgent) متاح لطلب لا يتجاوز عدد صفحاته {{max}}. لحجم أكبر، يُرجى طلب عرض سعر.',
    urgentInvalid: 'يُرجى تحديد ما إذا كان الطلب مستعجلًا.',
  },

  checkout: {
    emptyCart: 'سلّتك فارغة.',
    idempotency: 'طلب الدفع غير صالح: يُرجى إعادة تحميل الصفحة والمحاولة من جديد.',
    tooManyFiles: 'عدد الملفات كبير جدًا لطلب واحد.',
    paymentUnavailable: 'الدفع الإلكتروني غير متاح مؤقتًا. يُرجى المحاولة بعد لحظات.',
    sessionUnknown: 'جلسة الدفع غير معروفة.',
    verifyUnavailable: 'يتعذّر التحقق من الدفع في الوقت الحالي.',
    notConfirmed: 'لم يتم تأكيد الدفع.',
    webhookOff: 'لم تتم تهيئة Webhook.',
    signatureInvalid: 'التوقيع غير صالح.',
  },

  orderMessage: {
    failed: 'حدث خطأ أثناء إرسال الرسالة.',
    subject: 'سؤالك أو ملاحظتك',
  },

  files: {
    nameInvalid: 'اسم الملف غير صالح.',
    empty: 'الملف «{{name}}» فارغ.',
    tooLarge: 'حجم الملف «{{name}}» يتجاوز الحد الأقصى ({{mb}} ميغابايت).',
    unnamedTooLarge: 'حجم الملف يتجاوز الحد الأقصى ({{mb}} ميغابايت).',
    oneTooLarge: 'حجم أحد الملفات يتجاوز الحد الأقصى ({{mb}} ميغابايت).',
    notMultipart: 'يُرجى إرسال الملفات عبر نموذج multipart (الحقل «{{field}}»).',
    tooManyAtOnce: 'الحد الأقصى لعدد الملفات المُرسلة في المرة الواحدة هو {{max}}.',
    pendingLimit: 'لقد بلغت الحد الأقصى لعدد الملفات في الطلب الواحد، وهو {{max}}.',
    uploadInvalid: 'عملية إرسال الملفات غير صالحة.',
    uploadInterrupted: 'انقطع إرسال الملفات.',
    noneReceived: 'لم يصلنا أي ملف.',
    notFound: 'الملف غير موجود.',
    linkExpired:
      'انتهت صلاحية رابط التنزيل هذا. يمكنك العثور على ترجماتك في مساحة العميل (Espace Client)، أو طلب رابط جديد منّا.',
    linkInvalid: 'رابط التنزيل هذا غير صالح.',
  },

  account: {
    passwordRequired: 'كلمة المرور مطلوبة.',
    passwordRule:
      'يجب أن تتكوّن كلمة المرور من 8 أحرف على الأقل بالحروف اللاتينية، وأن تتضمن حرفًا كبيرًا (A-Z) ورقمًا ورمزًا خاصًا.',
    passwordTooLong: 'لا يمكن أن تتجاوز كلمة المرور 128 حرفًا.',
    passwordsMismatch: 'كلمتا المرور غير متطابقتين.',
    registered: 'تم التسجيل: يمكنك الآن تسجيل الدخول. وإذا كان لهذا العنوان حساب من قبل، فقد أرسلنا إليك رسالة بذلك.',
    emailTaken: 'يوجد حساب مسجَّل بهذا البريد الإلكتروني.',
    badCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    accessDenied: 'الوصول مرفوض. ليست لديك الصلاحيات اللازمة.',
    sessionExpired: 'انتهت الجلسة. يُرجى تسجيل الدخول من جديد.',
    loggedOut: 'تم تسجيل الخروج بنجاح.',
    resetSent: 'أرسلنا إلى بريدك الإلكتروني رسالة تتضمن رابطًا لإعادة تعيين كلمة المرور.',
    resetInvalid: 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية.',
    resetDone: 'تمت إعادة تعيين كلمة المرور بنجاح!',
    tooManyAttempts: 'محاولات كثيرة جدًا. يُرجى المحاولة بعد بضع دقائق.',
    foreignOrigin: 'تم رفض الطلب (مصدر غير مسموح به).',
    loginFailed: 'خطأ في تسجيل الدخول',
    registerFailed: 'خطأ في إنشاء الحساب',
    emailSendFailed: 'حدث خطأ أثناء إرسال البريد الإلكتروني',
    resetDoneRedirect: 'تمت إعادة تعيين كلمة المرور بنجاح! جارٍ تحويلك...',
    tokenMissing: 'رمز الجلسة مفقود. يُرجى تسجيل الدخول من جديد.',
  },

  guest: {
    linkSent: 'إذا كانت هناك طلبات مرتبطة بهذا العنوان، فقد أرسلنا إليك للتو رابطًا للاطلاع عليها.',
    linkInvalid: 'رابط الوصول غير صالح أو منتهي الصلاحية. يُرجى طلب رابط جديد.',
    opened: 'يمكنك الآن الاطلاع على طلباتك.',
    closed: 'تم إنهاء الدخول كزائر.',
  },

  request: {
    pagesRequired: 'عدد الصفحات مطلوب.',
    pagesMax: 'لا يمكن أن يتجاوز عدد الصفحات 10,000.',
    serviceTypeRequired: 'يُرجى اختيار نوع الخدمة.',
    descriptionRequired: 'يُرجى وصف طلبك في بضع كلمات.',
    messageTooLong: 'لا يمكن أن تتجاوز الرسالة 5,000 حرف.',
    orderReferenceInvalid: 'مرجع الطلب غير صالح: يبدأ بالحرفين TR ثم شرطة (-) ثم 8 رموز، مثل TR-7K3F9Q2M.',
    oneFileOnly: 'لا يمكنك إرفاق أكثر من ملف واحد بطلبك.',
    notMultipart: 'يُرجى إرسال الطلب عبر نموذج multipart/form-data.',
    quoteSent: 'تم إرسال طلب عرض السعر بنجاح!',
    quoteFollowUp: 'سنرسل إليك عرض السعر في أقرب وقت ممكن.',
    supportSent: 'تم إرسال طلب المساعدة بنجاح!',
    genericError: 'حدث خطأ. يُرجى المحاولة من جديد.',
    tooManyRequests:
      'لقد أرسلت عدة طلبات في وقت قصير. يُرجى المحاولة بعد ساعة، أو الاتصال بنا على الرقم \u2066{{phone}}\u2069.',
  },

  chat: {
    sendFailed: 'حدث خطأ أثناء إرسال الرسالة. يُرجى المحاولة من جديد.',
    setupFailed: 'حدث خطأ أثناء تهيئة المحادثة. يُرجى المحاولة من جديد.',
    adminSendFailed: 'خطأ أثناء إرسال الرسالة',
    deleteMessageFailed: 'خطأ أثناء حذف الرسالة',
    deleteConversationFailed: 'خطأ أثناء حذف المحادثة',
    empty: 'الرسالة فارغة.',
    closed: 'المحادثة المباشرة مغلقة حاليًا. يُرجى استخدام نموذج الاتصال.',
    tooFast: 'أنت ترسل الرسائل بسرعة كبيرة. يُرجى الانتظار قليلًا.',
    notFound: 'المحادثة غير موجودة.',
    tooManyWindows: 'المحادثة مفتوحة في عدد كبير من النوافذ. يُرجى إغلاق إحداها ثم إعادة تحميل هذه الصفحة.',
    sessionEnded: 'انتهت جلستك: يُرجى تسجيل الدخول من جديد للمتابعة.',
    contactSaved: 'تم تسجيل ذلك: إذا غادرت الموقع، فسنرسل إليك الرد عبر البريد الإلكتروني.',
    contactOnlyGuests: 'بما أن حسابك مفتوح، تصلك الردود على البريد الإلكتروني المرتبط به.',
    linkExpired: 'انتهت صلاحية رابط المحادثة هذا أو لم يعد صالحًا. يُرجى مراسلتنا من جديد، وسنرد عليك هنا.',
    notified: 'تم إرسال الإشعار.',
    alreadyNotified: 'سبق إرسال الإشعار لهذه المحادثة.',
    replyMinutesInvalid: 'تُحدَّد مدة الرد بالدقائق.',
    hoursInvalid: 'أوقات العمل غير صالحة: {{reason}}.',
  },

  faq: {
    questionRequired: 'السؤال مطلوب',
    answerRequired: 'الجواب مطلوب',
    questionTooLong: 'لا يمكن أن يتجاوز السؤال 300 حرف.',
    answerTooLong: 'الجواب طويل جدًا (50,000 حرف كحد أقصى).',
    orderInvalid: 'يجب أن يكون ترتيب العرض عددًا صحيحًا يساوي 0 أو أكثر.',
    notFound: 'السؤال غير موجود',
    loadListError: 'خطأ أثناء تحميل الأسئلة',
    loadError: 'خطأ أثناء تحميل السؤال',
    confirmDelete: 'هل تريد فعلًا حذف هذا السؤال؟',
    created: 'تمت إضافة السؤال.',
    updated: 'تم تعديل السؤال.',
    deleted: 'تم حذف السؤال.',
  },

  article: {
    required: 'يجب ملء جميع الحقول المطلوبة',
    imageUrlInvalid: 'يجب أن تكون الصورة عنوانًا يبدأ بـ http:// أو https://، أو أن يبقى الحقل فارغًا.',
    titleTooLong: 'لا يمكن أن يتجاوز العنوان 200 حرف.',
    authorTooLong: 'لا يمكن أن يتجاوز اسم الكاتب 100 حرف.',
    summaryTooLong: 'لا يمكن أن يتجاوز الملخص 600 حرف.',
    contentTooLong: 'المحتوى طويل جدًا (200,000 حرف كحد أقصى).',
    notFound: 'المقال غير موجود',
    loadError: 'خطأ أثناء تحميل المقال',
    loadListError: 'خطأ أثناء تحميل المقالات',
    empty: 'لا توجد مقالات متاحة',
    confirmDelete: 'هل تريد فعلًا حذف هذا المقال؟',
    created: 'تم نشر المقال.',
    updated: 'تم حفظ المقال.',
    deleted: 'تم حذف المقال.',
    imageType: 'لا تُقبل إلا صور PNG وJPEG وWebP.',
    imageTooLarge: 'يجب ألّا يتجاوز حجم الصورة 8 ميغابايت.',
    imageMissing: 'يُرجى اختيار صورة لإرسالها (الحقل «image»).',
    imageUnreadable: 'تعذّرت قراءة هذه الصورة. يُرجى تجربة ملف آخر.',
    imageUploadFailed: 'تعذّر إرسال الصورة. يُرجى التحقق من اتصالك والمحاولة من جديد.',
    imageNotFound: 'الصورة غير موجودة.',
  },

  privacy: {
    accountDeleted: 'تم حذف حسابك، وأرسلنا إليك رسالة تأكيد عبر البريد الإلكتروني.',
    erased: 'تم محو البيانات، وأُرسلت رسالة تأكيد إلى الشخص المعني.',
    erasureInProgress:
      'هناك طلب مدفوع قيد الترجمة ({{refs}}): لن يكون المحو ممكنًا إلا بعد تسليم الترجمة أو إلغاء الطلب.',
    erasureAdminAccount: 'هذا العنوان خاص بحساب مسؤول: يُرجى أولًا سحب هذا الدور منه في صفحة المستخدمين (Utilisateurs).',
    wrongPassword: 'كلمة المرور غير صحيحة.',
  },

  adminOrder: {
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
    noFileToDelete: 'لا يوجد ملف لحذفه',
    fileNotFound: 'الملف المترجم غير موجود في هذا الطلب: {{names}}.',
    filesDeleted_zero: 'لم يُحذف أي ملف مترجم.',
    filesDeleted_one: 'تم حذف الملف المترجم.',
    filesDeleted_two: 'تم حذف ملفين مترجمين.',
    filesDeleted_few: 'تم حذف {{count}} ملفات مترجمة.',
    filesDeleted_many: 'تم حذف {{count}} ملفًا مترجمًا.',
    filesDeleted_other: 'تم حذف {{count}} ملف مترجم.',
    deliveryFileNotFound: 'الملف المترجم غير موجود: {{names}}.',
    deliverySeveralOrders: 'الملفات المختارة تنتمي إلى عدة طلبات: يُرجى إرسال رسالة لكل طلب.',
    deliveryOtherOrder: 'الملفات المختارة لا تنتمي إلى الطلب {{id}}.',
    deliveryOtherRecipient: 'لا يمكن إرسال ترجمات الطلب {{id}} إلا إلى البريد الإلكتروني لصاحبه ({{email}}).',
  },

  adminEmail: {
    bodyRequired: 'يُرجى تحديد المرسَل إليه والموضوع والرسالة.',
    textTooLong: 'لا يمكن أن تتجاوز الرسالة 10,000 حرف.',
    queued: 'أُضيفت الرسالة إلى قائمة الإرسال إلى {{to}}.',
    sendFailed: 'حدث خطأ أثناء إرسال البريد الإلكتروني.',
    sendFailedUnknown: 'حدث خطأ غير معروف أثناء إرسال البريد الإلكتروني.',
    fileAdminInvalid: 'الملفات المترجمة غير صالحة: يُرجى تقديم قائمة بالمعرّفات أو الروابط.',
    orderIdInvalid: 'مرجع الطلب غير صالح.',
  },

  adminCatalogue: {
    bodyRequired: 'يُرجى تحديد اسم الخيار وسعره وحالته.',
    nameTaken: 'يوجد في هذه القائمة خيار آخر بالاسم نفسه.',
    descriptionTooLong: 'لا يمكن أن يتجاوز عدد أحرف الوصف {{max}}.',
    priceInvalid: 'يُرجى إدخال سعر باليورو، مثل 12,50.',
    priceRange: 'يجب أن يكون السعر بين 0 و10,000 €.',
    priceDecimals: 'لا يمكن أن يحتوي السعر على أكثر من منزلتين عشريتين.',
    activeInvalid: 'يُرجى تحديد ما إذا كان الخيار مفعّلًا.',
    kindInvalid: 'نوع التسعيرة غير معروف.',
    notAddable: 'لا يمكن إضافة سوى طرق التسليم وأنواع التصديق (légalisation).',
    notFound: 'التسعيرة غير موجودة.',
    pageAlwaysActive: 'لا يمكن تعطيل السعر حسب الصفحة.',
    defaultDeliveryActive: 'طريقة التسليم هذه هي الخيار الافتراضي في نموذج الطلب: لا يمكن تعطيلها.',
    defaultLegalizationActive: '«بدون تصديق» (Sans légalisation) هو الخيار الافتراضي في نموذج الطلب: لا يمكن تعطيله.',
    lastDelivery: 'يجب أن تبقى طريقة تسليم واحدة على الأقل مفعّلة.',
    saved: 'تم حفظ التسعيرة.',
    added: 'تمت إضافة الخيار.',
  },

  adminDelivery: {
    cutoffHour: 'يجب أن تكون الساعة الحدّية عددًا صحيحًا بين 0 و24 (24 تعني: بلا ساعة حدّية).',
    closedDayFormat: 'تُكتب أيام الإغلاق بالصيغة YYYY-MM-DD (مثل 2026-12-24)، أو YYYY-MM-DD → YYYY-MM-DD لفترة كاملة.',
    closedRangeOrder: 'يجب أن تنتهي فترة الإغلاق بعد بدايتها.',
    closedRangeLength: 'لا يمكن أن يتجاوز عدد أيام فترة الإغلاق {{max}}.',
    tooLong: 'عدد أيام الإغلاق المتتالية يتجاوز {{max}}: يُرجى ترك أسبوع مفتوح على الأقل.',
    tooMany: 'لا يمكن أن يتجاوز عدد أيام الإغلاق وفتراته {{max}}.',
    days: 'يجب أن تكون المدة عددًا صحيحًا من أيام العمل بين 0 و{{max}}.',
    postalOrder: 'لا يمكن أن يكون الحد الأقصى لمدة التوصيل البريدي أقل من الحد الأدنى.',
    saved: 'تم حفظ جدول التسليم.',
    bodyRequired: 'يُرجى تحديد الساعة الحدّية وأيام الإغلاق.',
  },

  adminUser: {
    notFound: 'المستخدم غير موجود.',
    roleInvalid: 'دور غير صالح: يُرجى اختيار «admin» أو «user».',
    selfDemote: 'لا يمكنك سحب صلاحيات المسؤول من حسابك. يُرجى أن تطلب ذلك من مسؤول آخر.',
    selfDelete: 'لا يمكنك حذف حسابك من لوحة الإدارة.',
    lastAdminDemote: 'لا يمكن سحب الصلاحيات من آخر مسؤول: يُرجى أولًا ترقية حساب آخر.',
    lastAdminDelete: 'لا يمكن حذف آخر مسؤول: يُرجى أولًا ترقية حساب آخر.',
    roleUpdated: 'تم تحديث الدور.',
    deleted: 'تم حذف المستخدم، مع الاحتفاظ بطلباته.',
  },

  adminOutbox: {
    notFound: 'رسالة البريد الإلكتروني غير موجودة.',
    statusInvalid: 'حالة غير معروفة: queued أو sending أو sent أو failed.',
    onlyFailed: 'لا يمكن إعادة إرسال إلا رسالة فشل إرسالها.',
    retried: 'أُعيدت الرسالة إلى قائمة الإرسال.',
  },

  invoice: {
    notFound: 'الفاتورة غير موجودة.',
    numberInvalid: 'رقم الفاتورة أو إشعار الدائن غير صالح (الصيغة المتوقعة: F-YYYY-NNNNNN أو A-YYYY-NNNNNN).',
    periodInvalid: 'الفترة غير صالحة: يُرجى إدخال تاريخين بالصيغة YYYY-MM-DD، على ألّا يكون الأول بعد الثاني.',
  },

  refund: {
    notPaid: 'لم يُدفع هذا الطلب: لا يوجد ما يُسترد.',
    noInvoice:
      'دُفع هذا الطلب قبل الفوترة الإلكترونية: يُرجى إجراء الاسترداد خارج الموقع، إذ لا يمكن لأي إشعار دائن أن يُحيل إلى فاتورته.',
    exceeds: 'مبلغ الاسترداد يتجاوز ما تبقّى قابلًا للاسترداد في هذا الطلب ({{remaining}}).',
    nothingLeft: 'تم استرداد مبلغ هذا الطلب بالكامل من قبل.',
    amountInvalid: 'يُرجى إدخال مبلغ باليورو أكبر من صفر (مثلًا 72,50).',
    reasonRequired: 'يُرجى ذكر سبب الاسترداد (من 3 إلى 500 حرف).',
    keyInvalid: 'نموذج الاسترداد غير صالح: يُرجى إعادة تحميل الصفحة.',
    keyReused: 'سبق استخدام هذا النموذج لطلب آخر: يُرجى إعادة تحميل الصفحة.',
    providerUnavailable: 'لا تستجيب Stripe: لم يُؤكَّد الاسترداد. يُرجى إعادة المحاولة بعد لحظات باستخدام النموذج نفسه.',
    providerRefused: 'رفضت Stripe عملية الاسترداد: {{reason}}',
    done: 'تم تسجيل استرداد مبلغ {{amount}}: صدر إشعار الدائن {{number}} وأُرسل إلى العميل.',
    already: 'هذا الاسترداد مسجَّل من قبل (إشعار الدائن {{number}}).',
    creditNoteNotFound: 'إشعار الدائن غير موجود.',
  },

  quoteOffer: {
    sourceInvalid: 'نوع السطر غير معروف.',
    labelRequired: 'يُرجى إدخال عنوان السطر.',
    labelTooLong: 'العنوان طويل جدًا (200 حرف كحد أقصى).',
    quantityInvalid: 'الكمية: عدد صحيح بين 1 و999.',
    amountInvalid: 'المبلغ غير صالح: أدخل مبلغًا باليورو، مثل 45 أو 45,50.',
    amountTooHigh: 'المبلغ مرتفع جدًا (100 000 يورو كحد أقصى للسطر).',
    linesRequired: 'أضف سطرًا واحدًا على الأقل إلى عرض السعر.',
    tooManyLines: 'يتضمن عرض السعر 30 سطرًا كحد أقصى.',
    totalInvalid: 'يجب أن يكون مجموع عرض السعر أكبر من 0 يورو (وأقل من 1 000 000 يورو).',
    validUntilInvalid: 'تاريخ الصلاحية غير صالح (YYYY-MM-DD).',
    validUntilPast: 'يجب أن يكون تاريخ الصلاحية اليوم أو بعده.',
    noteTooLong: 'الملاحظة طويلة جدًا (2 000 حرف كحد أقصى).',
    optionUnknown: 'خيار غير موجود في الكتالوج: يُرجى اختياره من جديد.',
    notFound: 'عرض السعر غير موجود.',
    notEditable: 'تم إرسال عرض السعر هذا: لا يمكن تعديله بعد الآن.',
    expired: 'انتهت صلاحية عرض السعر هذا: لا يمكن قبوله بعد الآن. اطلب منا عرض سعر جديدًا.',
    declined: 'تم رفض عرض السعر هذا: لا يمكن قبوله بعد الآن.',
    alreadyAccepted: 'تم قبول عرض السعر هذا من قبل.',
    consentRequired: 'يُرجى تحديد خانة التنازل عن حق التراجع للقبول والدفع.',
    notPaid: 'لم يُدفع عرض السعر هذا بعد: لا توجد فاتورة.',
  },

  adminRequest: {
    quoteNotFound: 'طلب عرض السعر غير موجود.',
    messageNotFound: 'الرسالة غير موجودة.',
    noAttachment: 'لا توجد وثيقة مرفقة بهذا الطلب.',
    kindInvalid: 'نوع الرسالة غير معروف (contact أو support).',
    messageHandledInvalid: 'يُرجى تحديد ما إذا تمت معالجة الرسالة (handled: true أو false).',
    quoteHandledInvalid: 'يُرجى تحديد ما إذا تمت معالجة الطلب (handled: true أو false).',
  },
} satisfies Complete;
