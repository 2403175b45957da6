/**
 * The content of the sample documents drawn by `npm run samples:build`: each an invented Arabic
 * original and its French certified translation. Every name, number, date and address is made
 * up; the layouts follow the usual look of each kind of document without copying any real one
 * (no real emblem, seal or signature).
 */
import type { Sample } from '../../app/content/samples';

type SampleKey = Sample['key'];

/** One side of a pair, in its own language. */
export interface DocSide {
  /** Issuing authority, one line each (top start corner). */
  header: string[];
  /** Reference numbers (top end corner). */
  aside?: string[];
  title: string;
  subtitle?: string;
  fields?: [label: string, value: string][];
  table?: { head: string[]; rows: string[][]; total: [string, string] };
  body?: string[];
  /** One word in large type (a blank criminal record). */
  big?: string;
  /** Place and date, then the signer's title. */
  closing: string[];
  /** Words around the issuer's round stamp (original) or its description (translation). */
  stamp: string;
  /** Machine-readable zone of a passport or identity card (original only). */
  mrz?: string[];
}

export interface SampleDoc {
  key: SampleKey;
  /** The original's look: a full page, or a card photocopied on a page. */
  kind: 'page' | 'card';
  /** Ink colour of the issuer's header and stamp. */
  accent: string;
  ar: DocSide;
  fr: DocSide;
}

/** Dates of the translations (invented, all in 2026). */
export const SAMPLE_DOCS: SampleDoc[] = [
  {
    key: 'carteIdentite',
    kind: 'card',
    accent: '#1f6b4f',
    ar: {
      header: ['الجمهورية الجزائرية الديمقراطية الشعبية', 'بطاقة التعريف الوطنية'],
      title: 'بطاقة التعريف الوطنية البيومترية',
      fields: [
        ['اللقب', 'بن يوسف'],
        ['الاسم', 'أمينة'],
        ['تاريخ الميلاد', '1994.03.17'],
        ['مكان الميلاد', 'تلمسان'],
        ['الجنس', 'أنثى'],
        ['رقم التعريف الوطني', '109940317004521'],
        ['تاريخ الإصدار', '2021.06.08'],
        ['تاريخ الانتهاء', '2031.06.07'],
        ['سلطة الإصدار', 'بلدية تلمسان'],
      ],
      closing: [],
      stamp: '',
      mrz: ['IDDZA2104521877<<<<<<<<<<<<<<<', '9403171F3106077DZA<<<<<<<<<<<4', 'BENYOUCEF<<AMINA<<<<<<<<<<<<<<'],
    },
    fr: {
      header: ['République algérienne démocratique et populaire', 'Carte nationale d’identité'],
      title: 'Carte nationale d’identité biométrique',
      fields: [
        ['Nom', 'BENYOUCEF'],
        ['Prénom', 'Amina'],
        ['Date de naissance', '17/03/1994'],
        ['Lieu de naissance', 'Tlemcen'],
        ['Sexe', 'Féminin'],
        ['Numéro d’identification national', '109940317004521'],
        ['Date de délivrance', '08/06/2021'],
        ['Date d’expiration', '07/06/2031'],
        ['Autorité de délivrance', 'Commune de Tlemcen'],
      ],
      closing: [],
      stamp: '[Photographie de la titulaire] [Signature de la titulaire] [Bande de lecture optique]',
    },
  },
  {
    key: 'jugementDivorce',
    kind: 'page',
    accent: '#7a2e2e',
    ar: {
      header: ['المملكة المغربية', 'وزارة العدل', 'المحكمة الابتدائية بوجدة', 'قسم قضاء الأسرة'],
      aside: ['ملف رقم: 1624/458/2024', 'حكم رقم: 2107', 'بتاريخ: 2025/02/11'],
      title: 'حكم بالتطليق للشقاق',
      subtitle: 'باسم جلالة الملك وطبقا للقانون',
      body: [
        'أصدرت المحكمة الابتدائية بوجدة، قسم قضاء الأسرة، وهي تبت في قضايا الأسرة، بجلستها العلنية المنعقدة بتاريخ 2025/02/11، الحكم الآتي نصه:',
        'بين السيدة سلمى الإدريسي، المزدادة بتاريخ 1990/05/04، الساكنة بحي القدس، وجدة، بصفتها مدعية؛ وبين السيد كريم الناصري، المزداد بتاريخ 1986/11/22، بصفته مدعى عليه.',
        'لهذه الأسباب: حكمت المحكمة علنيا ابتدائيا وحضوريا بتطليق المدعية من عصمة المدعى عليه طلقة بائنة للشقاق، وتحديد مستحقات المدعية والأبناء وفق منطوق الحكم.',
      ],
      closing: ['وجدة في: 2025/02/11', 'الرئيس — كاتب الضبط'],
      stamp: 'المحكمة الابتدائية بوجدة',
    },
    fr: {
      header: [
        'Royaume du Maroc',
        'Ministère de la Justice',
        'Tribunal de première instance d’Oujda',
        'Section de la justice de la famille',
      ],
      aside: ['Dossier n° 1624/458/2024', 'Jugement n° 2107', 'Du 11/02/2025'],
      title: 'Jugement de divorce pour discorde (chiqaq)',
      subtitle: 'Au nom de Sa Majesté le Roi et conformément à la loi',
      body: [
        'Le Tribunal de première instance d’Oujda, section de la justice de la famille, statuant en matière familiale, en son audience publique du 11/02/2025, a rendu le jugement suivant\u00a0:',
        'Entre Madame Salma EL IDRISSI, née le 04/05/1990, demeurant quartier Al Qods, Oujda, demanderesse\u00a0; et Monsieur Karim EN-NACIRI, né le 22/11/1986, défendeur.',
        'Par ces motifs\u00a0: le Tribunal, statuant publiquement, en premier ressort et contradictoirement, prononce le divorce de la demanderesse d’avec le défendeur par divorce irrévocable pour discorde, et fixe les droits de la demanderesse et des enfants selon le dispositif du jugement.',
      ],
      closing: ['Oujda, le 11/02/2025', 'Le Président — Le Greffier'],
      stamp: '[Cachet rond du Tribunal de première instance d’Oujda] [Deux signatures illisibles]',
    },
  },
  {
    key: 'casierJudiciaire',
    kind: 'page',
    accent: '#2b4f7a',
    ar: {
      header: ['المملكة المغربية', 'وزارة العدل', 'المحكمة الابتدائية بفاس', 'مصلحة السجل العدلي'],
      aside: ['رقم الطلب: 88314/2026', 'التاريخ: 2026/01/19'],
      title: 'السجل العدلي',
      subtitle: 'بطاقة السوابق رقم 3',
      fields: [
        ['الاسم العائلي', 'البقالي'],
        ['الاسم الشخصي', 'يوسف'],
        ['تاريخ ومكان الازدياد', '1992/08/30 بفاس'],
        ['اسم الأب', 'محمد'],
        ['اسم الأم', 'فاطمة الزهراء'],
        ['رقم البطاقة الوطنية', 'C 482731'],
      ],
      big: 'لا شيء',
      closing: ['فاس في: 2026/01/19', 'عن وكيل الملك — رئيس المصلحة'],
      stamp: 'مصلحة السجل العدلي — فاس',
    },
    fr: {
      header: [
        'Royaume du Maroc',
        'Ministère de la Justice',
        'Tribunal de première instance de Fès',
        'Service du casier judiciaire',
      ],
      aside: ['Demande n° 88314/2026', 'Date\u00a0: 19/01/2026'],
      title: 'Casier judiciaire',
      subtitle: 'Bulletin n° 3',
      fields: [
        ['Nom', 'EL BAKKALI'],
        ['Prénom', 'Youssef'],
        ['Date et lieu de naissance', '30/08/1992 à Fès'],
        ['Prénom du père', 'Mohammed'],
        ['Prénom de la mère', 'Fatima Zahra'],
        ['N° de la carte nationale', 'C 482731'],
      ],
      big: 'NÉANT',
      closing: ['Fès, le 19/01/2026', 'Pour le Procureur du Roi — Le Chef de service'],
      stamp: '[Cachet rond du service du casier judiciaire de Fès] [Signature illisible]',
    },
  },
  {
    key: 'certificatTravail',
    kind: 'page',
    accent: '#8a5a12',
    ar: {
      header: ['شركة الياسمين للصناعات الغذائية', 'شركة خفية الاسم', 'المنطقة الصناعية، صفاقس — تونس'],
      aside: ['عدد: 2026/047', 'صفاقس في 2026/03/02'],
      title: 'شهادة عمل',
      body: [
        'يشهد الممضي أسفله، مدير الموارد البشرية بشركة الياسمين للصناعات الغذائية، أن السيد أنيس الطرابلسي، المولود في 1988/07/14 بصفاقس، صاحب بطاقة التعريف الوطنية عدد 07214588، قد عمل بمؤسستنا بصفة مسؤول مخبر مراقبة الجودة من 2014/09/01 إلى 2026/02/28.',
        'وقد أدى مهامه بكل جدية وإخلاص، وغادر المؤسسة حرا من كل التزام.',
        'سلمت له هذه الشهادة بطلب منه للإدلاء بها عند الحاجة.',
      ],
      closing: ['صفاقس في 2026/03/02', 'مدير الموارد البشرية'],
      stamp: 'شركة الياسمين — صفاقس',
    },
    fr: {
      header: [
        'Société Al Yasmine des industries alimentaires',
        'Société anonyme',
        'Zone industrielle, Sfax — Tunisie',
      ],
      aside: ['N° 2026/047', 'Sfax, le 02/03/2026'],
      title: 'Certificat de travail',
      body: [
        'Le soussigné, directeur des ressources humaines de la Société Al Yasmine des industries alimentaires, certifie que Monsieur Anis TRABELSI, né le 14/07/1988 à Sfax, titulaire de la carte d’identité nationale n° 07214588, a été employé dans notre entreprise en qualité de responsable du laboratoire de contrôle qualité du 01/09/2014 au 28/02/2026.',
        'Il a accompli ses fonctions avec sérieux et loyauté, et quitte l’entreprise libre de tout engagement.',
        'Le présent certificat lui est délivré à sa demande pour servir et valoir ce que de droit.',
      ],
      closing: ['Sfax, le 02/03/2026', 'Le Directeur des ressources humaines'],
      stamp: '[Cachet de la Société Al Yasmine — Sfax] [Signature illisible]',
    },
  },
  {
    key: 'diplome',
    kind: 'page',
    accent: '#1f6b4f',
    ar: {
      header: [
        'الجمهورية الجزائرية الديمقراطية الشعبية',
        'وزارة التربية الوطنية',
        'الديوان الوطني للامتحانات والمسابقات',
      ],
      aside: ['رقم التسجيل: 31048772', 'دورة: جوان 2019'],
      title: 'شهادة بكالوريا التعليم الثانوي',
      body: [
        'إن مدير الديوان الوطني للامتحانات والمسابقات يشهد بأن المترشح(ة) المذكور(ة) أدناه قد نال(ت) شهادة بكالوريا التعليم الثانوي.',
      ],
      fields: [
        ['اللقب والاسم', 'حمادي ريم'],
        ['تاريخ ومكان الميلاد', '2001/02/09 بوهران'],
        ['الشعبة', 'علوم تجريبية'],
        ['المعدل', '15.42 من 20'],
        ['التقدير', 'حسن'],
      ],
      closing: ['الجزائر في: 2019/07/21', 'مدير الديوان الوطني للامتحانات والمسابقات'],
      stamp: 'الديوان الوطني للامتحانات والمسابقات',
    },
    fr: {
      header: [
        'République algérienne démocratique et populaire',
        'Ministère de l’Éducation nationale',
        'Office national des examens et concours',
      ],
      aside: ['N° d’inscription\u00a0: 31048772', 'Session\u00a0: juin 2019'],
      title: 'Diplôme du baccalauréat de l’enseignement secondaire',
      body: [
        'Le Directeur de l’Office national des examens et concours certifie que le (la) candidat(e) désigné(e) ci-dessous a obtenu le diplôme du baccalauréat de l’enseignement secondaire.',
      ],
      fields: [
        ['Nom et prénom', 'HAMMADI Rim'],
        ['Date et lieu de naissance', '09/02/2001 à Oran'],
        ['Série', 'Sciences expérimentales'],
        ['Moyenne', '15,42 sur 20'],
        ['Mention', 'Bien'],
      ],
      closing: ['Alger, le 21/07/2019', 'Le Directeur de l’Office national des examens et concours'],
      stamp: '[Cachet rond de l’Office national des examens et concours] [Signature illisible]',
    },
  },
  {
    key: 'passeport',
    kind: 'card',
    accent: '#7a2e2e',
    ar: {
      header: ['المملكة المغربية', 'جواز السفر'],
      title: 'جواز السفر — صفحة البيانات',
      fields: [
        ['النوع', 'P'],
        ['رقم الجواز', 'XK4829173'],
        ['الاسم العائلي', 'العلوي'],
        ['الاسم الشخصي', 'ياسين'],
        ['الجنسية', 'مغربية'],
        ['تاريخ الازدياد', '1985/12/05'],
        ['مكان الازدياد', 'مكناس'],
        ['تاريخ الإصدار', '2023/04/18'],
        ['تاريخ انتهاء الصلاحية', '2028/04/17'],
      ],
      closing: [],
      stamp: '',
      mrz: ['P<MARALAOUI<<YASSINE<<<<<<<<<<<<<<<<<<<<<<<', 'XK48291736MAR8512057M2804174<<<<<<<<<<<<<<06'],
    },
    fr: {
      header: ['Royaume du Maroc', 'Passeport'],
      title: 'Passeport — page des données',
      fields: [
        ['Type', 'P'],
        ['Numéro du passeport', 'XK4829173'],
        ['Nom', 'ALAOUI'],
        ['Prénom', 'Yassine'],
        ['Nationalité', 'Marocaine'],
        ['Date de naissance', '05/12/1985'],
        ['Lieu de naissance', 'Meknès'],
        ['Date de délivrance', '18/04/2023'],
        ['Date d’expiration', '17/04/2028'],
      ],
      closing: [],
      stamp: '[Photographie du titulaire] [Signature du titulaire] [Bande de lecture optique]',
    },
  },
  {
    key: 'facture',
    kind: 'page',
    accent: '#2b4f7a',
    ar: {
      header: ['مؤسسة الأرز للتجهيزات الطبية ش.م.ل', 'شارع الحمراء، بيروت — لبنان', 'رقم السجل التجاري: 2019/4417'],
      aside: ['فاتورة رقم: 0318/2026', 'التاريخ: 2026/02/06'],
      title: 'فاتورة',
      subtitle: 'السادة: مصحة النور، طرابلس',
      table: {
        head: ['البيان', 'الكمية', 'سعر الوحدة', 'المجموع'],
        rows: [
          ['جهاز قياس ضغط الدم', '4', '$120', '$480'],
          ['سرير طبي قابل للتعديل', '2', '$950', '$1,900'],
          ['كرسي متحرك', '3', '$210', '$630'],
          ['خدمة التركيب والصيانة', '1', '$150', '$150'],
        ],
        total: ['المجموع الإجمالي', '$3,160'],
      },
      closing: ['بيروت في: 2026/02/06', 'المدير المالي'],
      stamp: 'مؤسسة الأرز — بيروت',
    },
    fr: {
      header: [
        'Établissement Al Arz pour l’équipement médical SAL',
        'Rue Hamra, Beyrouth — Liban',
        'Registre du commerce n° 2019/4417',
      ],
      aside: ['Facture n° 0318/2026', 'Date\u00a0: 06/02/2026'],
      title: 'Facture',
      subtitle: 'Doit\u00a0: Clinique Al Nour, Tripoli',
      table: {
        head: ['Désignation', 'Quantité', 'Prix unitaire', 'Total'],
        rows: [
          ['Tensiomètre', '4', '120 $', '480 $'],
          ['Lit médical réglable', '2', '950 $', '1 900 $'],
          ['Fauteuil roulant', '3', '210 $', '630 $'],
          ['Installation et maintenance', '1', '150 $', '150 $'],
        ],
        total: ['Total général', '3 160 $'],
      },
      closing: ['Beyrouth, le 06/02/2026', 'Le Directeur financier'],
      stamp: '[Cachet de l’Établissement Al Arz — Beyrouth] [Signature illisible]',
    },
  },
  {
    key: 'documentMedical',
    kind: 'page',
    accent: '#1b6b75',
    ar: {
      header: ['مصحة الشفاء', 'الدكتورة نادية بنجلون', 'اختصاصية في الطب الباطني', 'شارع الزرقطوني، الدار البيضاء'],
      aside: ['الهاتف: 0522 00 00 00'],
      title: 'شهادة طبية',
      body: [
        'أشهد أنا الموقعة أسفله، الدكتورة نادية بنجلون، أنني فحصت اليوم السيد عمر التازي، المزداد بتاريخ 1979/10/03.',
        'وتبين أن حالته الصحية تستوجب راحة لمدة خمسة عشر (15) يوما ابتداء من 2026/01/12 إلى 2026/01/26، مع متابعة العلاج.',
        'سلمت هذه الشهادة للمعني بالأمر بطلب منه للإدلاء بها عند الحاجة.',
      ],
      closing: ['الدار البيضاء في: 2026/01/12', 'الطبيبة المعالجة'],
      stamp: 'الدكتورة نادية بنجلون',
    },
    fr: {
      header: [
        'Clinique Achifa',
        'Docteur Nadia BENJELLOUN',
        'Spécialiste en médecine interne',
        'Boulevard Zerktouni, Casablanca',
      ],
      aside: ['Tél.\u00a0: 0522 00 00 00'],
      title: 'Certificat médical',
      body: [
        'Je soussignée, Docteur Nadia BENJELLOUN, certifie avoir examiné ce jour Monsieur Omar TAZI, né le 03/10/1979.',
        'Son état de santé nécessite un repos de quinze (15) jours, du 12/01/2026 au 26/01/2026, avec poursuite du traitement.',
        'Le présent certificat est délivré à l’intéressé, à sa demande, pour servir et valoir ce que de droit.',
      ],
      closing: ['Casablanca, le 12/01/2026', 'Le médecin traitant'],
      stamp: '[Cachet du Docteur Nadia BENJELLOUN] [Signature illisible]',
    },
  },
  {
    key: 'acteNaissanceMaroc',
    kind: 'page',
    accent: '#7a2e2e',
    ar: {
      header: ['المملكة المغربية', 'وزارة الداخلية', 'عمالة مراكش', 'جماعة مراكش — مكتب الحالة المدنية'],
      aside: ['رقم العقد: 1187', 'السنة: 1996', 'السجل: 4'],
      title: 'نسخة موجزة من رسم الولادة',
      fields: [
        ['الاسم العائلي', 'الفاسي'],
        ['الاسم الشخصي', 'ليلى'],
        ['تاريخ الازدياد', 'الرابع عشر من أبريل 1996'],
        ['مكان الازدياد', 'مراكش'],
        ['الجنس', 'أنثى'],
        ['الجنسية', 'مغربية'],
        ['اسم الأب', 'عبد الرحيم بن أحمد'],
        ['اسم الأم', 'خديجة بنت إدريس'],
      ],
      body: ['بيانات هامشية: لا شيء.', 'نشهد بمطابقة هذه النسخة لما هو مضمن في سجلات الحالة المدنية.'],
      closing: ['مراكش في: 2026/01/08', 'ضابط الحالة المدنية'],
      stamp: 'مكتب الحالة المدنية — مراكش',
    },
    fr: {
      header: [
        'Royaume du Maroc',
        'Ministère de l’Intérieur',
        'Préfecture de Marrakech',
        'Commune de Marrakech — Bureau de l’état civil',
      ],
      aside: ['Acte n° 1187', 'Année\u00a0: 1996', 'Registre\u00a0: 4'],
      title: 'Extrait d’acte de naissance',
      fields: [
        ['Nom', 'EL FASSI'],
        ['Prénom', 'Leila'],
        ['Date de naissance', 'Le quatorze avril 1996'],
        ['Lieu de naissance', 'Marrakech'],
        ['Sexe', 'Féminin'],
        ['Nationalité', 'Marocaine'],
        ['Père', 'Abderrahim, fils d’Ahmed'],
        ['Mère', 'Khadija, fille d’Idriss'],
      ],
      body: [
        'Mentions marginales\u00a0: néant.',
        'Nous certifions le présent extrait conforme aux registres de l’état civil.',
      ],
      closing: ['Marrakech, le 08/01/2026', 'L’officier de l’état civil'],
      stamp: '[Cachet rond du bureau de l’état civil de Marrakech] [Signature illisible]',
    },
  },
  {
    key: 'acteNaissanceLiban',
    kind: 'page',
    accent: '#1f6b4f',
    ar: {
      header: ['الجمهورية اللبنانية', 'وزارة الداخلية والبلديات', 'المديرية العامة للأحوال الشخصية', 'قلم نفوس بيروت'],
      aside: ['رقم السجل: 312', 'المحلة: المزرعة'],
      title: 'إخراج قيد فردي',
      fields: [
        ['الشهرة', 'حداد'],
        ['الاسم', 'نور'],
        ['اسم الأب', 'جورج'],
        ['اسم الأم وشهرتها', 'ريتا خوري'],
        ['محل الولادة وتاريخها', 'بيروت 2002/09/25'],
        ['الجنس', 'أنثى'],
        ['الوضع العائلي', 'عزباء'],
        ['المذهب', '—'],
      ],
      body: ['أعطي هذا الإخراج بناء على طلب صاحب العلاقة.'],
      closing: ['بيروت في: 2026/02/20', 'مأمور النفوس'],
      stamp: 'قلم نفوس بيروت',
    },
    fr: {
      header: [
        'République libanaise',
        'Ministère de l’Intérieur et des Municipalités',
        'Direction générale du statut personnel',
        'Bureau de l’état civil de Beyrouth',
      ],
      aside: ['Registre n° 312', 'Quartier\u00a0: Mazraa'],
      title: 'Extrait d’état civil individuel',
      fields: [
        ['Nom', 'HADDAD'],
        ['Prénom', 'Nour'],
        ['Prénom du père', 'Georges'],
        ['Nom et prénom de la mère', 'Rita KHOURY'],
        ['Lieu et date de naissance', 'Beyrouth, 25/09/2002'],
        ['Sexe', 'Féminin'],
        ['Situation de famille', 'Célibataire'],
        ['Confession', '—'],
      ],
      body: ['Le présent extrait est délivré à la demande de l’intéressée.'],
      closing: ['Beyrouth, le 20/02/2026', 'Le préposé à l’état civil'],
      stamp: '[Cachet du bureau de l’état civil de Beyrouth] [Timbres fiscaux] [Signature illisible]',
    },
  },
  {
    key: 'attestationAssurance',
    kind: 'page',
    accent: '#2b4f7a',
    ar: {
      header: ['الشركة الوطنية للتأمين', 'وكالة قسنطينة — 045', 'الجمهورية الجزائرية'],
      aside: ['وثيقة رقم: 045-2026-118734'],
      title: 'شهادة تأمين',
      subtitle: 'تأمين السيارات — المسؤولية المدنية',
      fields: [
        ['المؤمن له', 'السيد رضا مزياني'],
        ['العنوان', 'حي سيدي مبروك، قسنطينة'],
        ['المركبة', 'رونو كليو — 2021'],
        ['رقم التسجيل', '01234-121-25'],
        ['مدة الضمان', 'من 2026/01/01 إلى 2026/12/31'],
        ['الضمانات', 'المسؤولية المدنية، الزجاج، السرقة'],
      ],
      closing: ['قسنطينة في: 2025/12/28', 'عن الوكالة'],
      stamp: 'الشركة الوطنية للتأمين — قسنطينة',
    },
    fr: {
      header: ['Société nationale d’assurance', 'Agence de Constantine — 045', 'République algérienne'],
      aside: ['Police n° 045-2026-118734'],
      title: 'Attestation d’assurance',
      subtitle: 'Assurance automobile — responsabilité civile',
      fields: [
        ['Assuré', 'Monsieur Réda MEZIANI'],
        ['Adresse', 'Cité Sidi Mabrouk, Constantine'],
        ['Véhicule', 'Renault Clio — 2021'],
        ['Immatriculation', '01234-121-25'],
        ['Période de garantie', 'Du 01/01/2026 au 31/12/2026'],
        ['Garanties', 'Responsabilité civile, bris de glace, vol'],
      ],
      closing: ['Constantine, le 28/12/2025', 'Pour l’agence'],
      stamp: '[Cachet de la Société nationale d’assurance — Constantine] [Signature illisible]',
    },
  },
  {
    key: 'permisConduire',
    kind: 'card',
    accent: '#8a5a12',
    ar: {
      header: ['الجمهورية التونسية', 'رخصة السياقة'],
      title: 'رخصة السياقة',
      fields: [
        ['اللقب', 'الجلاصي'],
        ['الاسم', 'سامي'],
        ['تاريخ ومكان الولادة', '1990/06/11 سوسة'],
        ['تاريخ الإسناد', '2012/09/03'],
        ['صالحة إلى', '2032/09/02'],
        ['رقم الرخصة', '12/458931'],
        ['الأصناف', 'B — A1'],
      ],
      closing: [],
      stamp: '',
    },
    fr: {
      header: ['République tunisienne', 'Permis de conduire'],
      title: 'Permis de conduire',
      fields: [
        ['Nom', 'JELASSI'],
        ['Prénom', 'Sami'],
        ['Date et lieu de naissance', '11/06/1990, Sousse'],
        ['Date de délivrance', '03/09/2012'],
        ['Valable jusqu’au', '02/09/2032'],
        ['Numéro du permis', '12/458931'],
        ['Catégories', 'B — A1'],
      ],
      closing: [],
      stamp:
        '[Photographie du titulaire] [Signature du titulaire] [Cachet de l’Agence technique des transports terrestres]',
    },
  },
];

/** The translation offered as a PDF download (its original is shown beside it on the home page). */
export const PDF_SAMPLE: SampleKey = 'acteNaissanceMaroc';
