import type { ArabicDomain } from '../catalogue';

export const landing = {
  ctaText: 'صفها لنا: يصلك عرض سعر مجاني ومفصّل {{within}}.',
  dijonMetaTitle: 'مترجم عربي محلّف في \u2068{{city}}\u2069',
  dijonDescription:
    'ترجمة محلّفة عربي–فرنسي في \u2068{{city}}\u2069 للمحافظة أو البلدية أو المحكمة: عبر الإنترنت أو في المكتب.',
  dijonEyebrow: '\u2068{{city}}\u2069 ومقاطعة \u2066Côte-d’Or\u2069',
  dijonTitle: 'مترجمتك المحلّفة للعربية في \u2068{{city}}\u2069',
  dijonLead:
    'ترجمة محلّفة عربي–فرنسي لوثائقك وأحكامك وشهاداتك ووثائق شركتك، تنجزها \u2068{{name}}\u2069 الخبيرة لدى محكمة الاستئناف (\u2066{{court}}\u2069). اطلب عبر الإنترنت أو زُر المكتب في \u2068{{street}}\u2069 بموعد مسبق.',
  dijonPoint1: 'مقبولة لدى المحافظة (\u2066Préfecture\u2069) والبلديات',
  dijonPoint2: 'مكتب في وسط \u2068{{city}}\u2069',
  dijonPoint3: 'إرسال إلى كل أنحاء فرنسا',
  dijonDocumentsTitle: 'الوثائق الأكثر طلبًا',
  dijonDocument1: 'للمحافظة: شهادات الميلاد والزواج، وصحيفة السوابق العدلية، ورخصة السياقة.',
  dijonDocument2: 'للبلدية والزواج: وثائق الحالة المدنية، وشهادات الأهلية، ودفاتر الأسرة.',
  dijonDocument3: 'للمحكمة والموثّق: الأحكام والوكالات والعقود الموثّقة.',
  dijonDocument4: 'للدراسة والعمل: الشهادات وكشوف النقاط والعقود.',
  dijonDeliveryTitle: 'استلام ترجمتك',
  dijonDeliveryEmail: 'بالبريد الإلكتروني: نسخة \u2066PDF\u2069 موقّعة تُرسَل {{within}} ({{price}}).',
  dijonDeliveryPost: 'بالبريد: النسخة الورقية الأصلية الموقّعة، ابتداءً من {{price}}.',
  dijonDeliveryPickup: 'في المكتب: النسخة الورقية الأصلية يدًا بيد ({{price}})، \u2068{{address}}\u2069، {{hours}}.',
  dijonOfficeTitle: 'في المكتب، بموعد مسبق',
} satisfies ArabicDomain<'landing'>;
