import type { PageInput } from '../schema/index.ts';

export default {
  id: 'privacy-policy',
  pageType: 'informational',
  path: '/privacy-policy',
  title: { en: 'Privacy Policy', de: 'Datenschutzerklärung', ar: 'سياسة الخصوصية' },
  description: {
    en: 'How Fernhill collects, uses and protects personal data on fernhill.dev: analytics, contact and newsletter data, processors, retention and your privacy rights.',
    de: 'Wie Fernhill personenbezogene Daten auf fernhill.dev erhebt, nutzt und schützt: Analyse-, Kontakt- und Newsletterdaten, Auftragsverarbeiter, Speicherdauer und Ihre Rechte.',
    ar: 'كيف تجمع Fernhill البيانات الشخصية على fernhill.dev وتستخدمها وتحميها: بيانات التحليلات والتواصل والنشرة الإخبارية، ومعالجو البيانات، ومدة الاحتفاظ، وحقوقك في الخصوصية.',
  },
  updated: '2026-09-01',
  sections: [
    {
      type: 'richText',
      id: 'who-we-are',
      heading: {
        en: 'Who we are and what this policy covers',
        de: 'Wer wir sind und wofür diese Datenschutzerklärung gilt',
        ar: 'من نحن وما الذي تشمله هذه السياسة',
      },
      paragraphs: [
        {
          en: 'Fernhill Software LLC (“Fernhill”, “we”, “us”) is a custom software development company registered in Texas, with its headquarters at 1100 Rio Grande St, Austin, TX 78701, United States. For the personal data described in this policy, Fernhill is the controller (under the GDPR) and the business (under the California Consumer Privacy Act, as amended by the CPRA).',
          de: 'Die Fernhill Software LLC („Fernhill“, „wir“, „uns“) ist ein in Texas eingetragenes Unternehmen für individuelle Softwareentwicklung mit Hauptsitz unter der Anschrift 1100 Rio Grande St, Austin, TX 78701, USA. Für die in dieser Datenschutzerklärung beschriebenen personenbezogenen Daten ist Fernhill der Verantwortliche (im Sinne der DSGVO) und das „Business“ (im Sinne des California Consumer Privacy Act in der durch den CPRA geänderten Fassung).',
          ar: 'شركة Fernhill Software LLC (ويُشار إليها بـ«Fernhill» أو «نحن») شركة لتطوير البرمجيات المخصصة مسجّلة في ولاية تكساس، ويقع مقرها الرئيسي في 1100 Rio Grande St, Austin, TX 78701، الولايات المتحدة. وفيما يخص البيانات الشخصية الموصوفة في هذه السياسة، تُعدّ Fernhill «المتحكم في البيانات» (بموجب اللائحة العامة لحماية البيانات GDPR) و«المنشأة التجارية» (بموجب قانون خصوصية المستهلك في كاليفورنيا CCPA بصيغته المعدّلة بقانون CPRA).',
        },
        {
          en: 'This policy applies to our website at https://www.fernhill.dev in all its language versions, to enquiries you send us through the website or by email, to our newsletter, and to our [referral program](/referral-program) and [Fernhill Fund](/fund) applications.',
          de: 'Diese Datenschutzerklärung gilt für unsere Website unter https://www.fernhill.dev in allen Sprachversionen, für Anfragen, die Sie uns über die Website oder per E-Mail senden, für unseren Newsletter sowie für unser [Empfehlungsprogramm](/referral-program) und Bewerbungen beim [Fernhill Fund](/fund).',
          ar: 'تسري هذه السياسة على موقعنا الإلكتروني https://www.fernhill.dev بجميع نسخه اللغوية، وعلى الاستفسارات التي ترسلها إلينا عبر الموقع أو بالبريد الإلكتروني، وعلى نشرتنا الإخبارية، وعلى [برنامج الإحالة](/referral-program) وطلبات التقديم إلى [صندوق Fernhill](/fund).',
        },
        {
          en: 'It does not cover personal data we process on behalf of our clients inside the software we build or operate for them. In those projects we act as a processor or service provider, and the data is handled under the client’s instructions and the data processing agreement in our contract with them. Questions about that data should go to the client concerned.',
          de: 'Sie gilt nicht für personenbezogene Daten, die wir im Auftrag unserer Kunden in der Software verarbeiten, die wir für sie entwickeln oder betreiben. In diesen Projekten handeln wir als Auftragsverarbeiter bzw. Dienstleister (Service Provider), und die Daten werden nach den Weisungen des Kunden und gemäß dem Auftragsverarbeitungsvertrag in unserem Vertrag mit ihm verarbeitet. Fragen zu diesen Daten richten Sie bitte an den jeweiligen Kunden.',
          ar: 'ولا تشمل هذه السياسة البيانات الشخصية التي نعالجها نيابةً عن عملائنا داخل البرمجيات التي نبنيها أو نشغّلها لهم. ففي تلك المشاريع نعمل بصفة «معالج للبيانات» أو «مزوّد خدمة»، وتُعالَج البيانات وفقًا لتعليمات العميل ولاتفاقية معالجة البيانات الواردة في عقدنا معه. ويُرجى توجيه الأسئلة المتعلقة بتلك البيانات إلى العميل المعني.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'data-we-collect',
      heading: {
        en: 'Personal data we collect',
        de: 'Welche personenbezogenen Daten wir erheben',
        ar: 'البيانات الشخصية التي نجمعها',
      },
      paragraphs: [
        {
          en: '**Contact and project enquiries.** When you use the contact form or write to one of our addresses, we collect your name, email address, company, role, and whatever you choose to tell us about your project, such as timeline, budget range and attachments. If we go on to speak, we keep notes of our calls and the correspondence that follows.',
          de: '**Kontakt- und Projektanfragen.** Wenn Sie das Kontaktformular nutzen oder an eine unserer Adressen schreiben, erheben wir Ihren Namen, Ihre E-Mail-Adresse, Ihr Unternehmen, Ihre Funktion sowie alle Angaben, die Sie uns zu Ihrem Projekt machen möchten, etwa Zeitplan, Budgetrahmen und Anhänge. Kommt es anschließend zu einem Gespräch, bewahren wir Notizen zu unseren Telefonaten sowie die nachfolgende Korrespondenz auf.',
          ar: '**استفسارات التواصل والمشاريع.** عندما تستخدم نموذج التواصل أو تراسل أحد عناويننا، نجمع اسمك وعنوان بريدك الإلكتروني وشركتك ومنصبك، وكل ما تختار أن تخبرنا به عن مشروعك، مثل الجدول الزمني ونطاق الميزانية والمرفقات. وإذا تحدثنا بعد ذلك، نحتفظ بملاحظات عن مكالماتنا وبالمراسلات اللاحقة.',
        },
        {
          en: '**Newsletter.** When you subscribe, we collect your email address, where you subscribed (the site footer or a blog post), the date and time of your subscription and your confirmation. Our newsletter platform also records whether an email was delivered and opened and which links were clicked, so that we can remove inactive addresses and understand which topics are useful.',
          de: '**Newsletter.** Wenn Sie sich anmelden, erheben wir Ihre E-Mail-Adresse, den Ort Ihrer Anmeldung (Fußzeile der Website oder ein Blogbeitrag), Datum und Uhrzeit Ihrer Anmeldung sowie Ihre Bestätigung. Unsere Newsletter-Plattform erfasst außerdem, ob eine E-Mail zugestellt und geöffnet wurde und welche Links angeklickt wurden, damit wir inaktive Adressen entfernen und nachvollziehen können, welche Themen nützlich sind.',
          ar: '**النشرة الإخبارية.** عند اشتراكك، نجمع عنوان بريدك الإلكتروني، والموضع الذي اشتركت منه (تذييل الموقع أو إحدى مقالات المدونة)، وتاريخ اشتراكك ووقته، وتأكيدك للاشتراك. كما تسجّل منصة النشرة الإخبارية التي نستخدمها ما إذا كانت الرسالة قد سُلّمت وفُتحت، والروابط التي نُقر عليها، لنتمكن من حذف العناوين غير النشطة ومعرفة الموضوعات المفيدة.',
        },
        {
          en: '**Analytics and usage data.** When you browse the site, we collect the pages you view, the page you came from, the approximate time spent on each page, your browser and device type, screen size, language settings and an approximate location derived from a truncated IP address. If you arrive through a link that carries campaign parameters (utm_source, utm_medium, utm_campaign, utm_content, utm_term, utm_id or gclid), we record those parameters together with the page where you entered the site.',
          de: '**Analyse- und Nutzungsdaten.** Wenn Sie die Website besuchen, erheben wir die von Ihnen aufgerufenen Seiten, die Seite, von der Sie kamen, die ungefähre Verweildauer auf jeder Seite, Ihren Browser- und Gerätetyp, die Bildschirmgröße, Ihre Spracheinstellungen sowie einen ungefähren Standort, der aus einer gekürzten IP-Adresse abgeleitet wird. Gelangen Sie über einen Link mit Kampagnenparametern (utm_source, utm_medium, utm_campaign, utm_content, utm_term, utm_id oder gclid) auf die Website, speichern wir diese Parameter zusammen mit der Seite, über die Sie die Website betreten haben.',
          ar: '**بيانات التحليلات والاستخدام.** عندما تتصفح الموقع، نجمع الصفحات التي تطّلع عليها، والصفحة التي أتيت منها، والوقت التقريبي الذي تقضيه في كل صفحة، ونوع متصفحك وجهازك، وحجم الشاشة، وإعدادات اللغة، وموقعًا جغرافيًا تقريبيًا مستمدًا من عنوان IP مقتطَع. وإذا وصلت عبر رابط يحمل معاملات حملة (utm_source أو utm_medium أو utm_campaign أو utm_content أو utm_term أو utm_id أو gclid)، فإننا نسجّل هذه المعاملات مع الصفحة التي دخلت منها إلى الموقع.',
        },
        {
          en: '**Technical data.** Our hosting provider and web servers log IP addresses, request URLs, timestamps and user agents to deliver the site and protect it against abuse. If a page fails to load or a script error occurs in your browser, an error report with technical details about the failure, your browser and the page is sent to our error-monitoring service.',
          de: '**Technische Daten.** Unser Hosting-Anbieter und unsere Webserver protokollieren IP-Adressen, angeforderte URLs, Zeitstempel und User-Agents, um die Website bereitzustellen und vor Missbrauch zu schützen. Wenn eine Seite nicht geladen werden kann oder in Ihrem Browser ein Skriptfehler auftritt, wird ein Fehlerbericht mit technischen Angaben zum Fehler, zu Ihrem Browser und zur Seite an unseren Dienst zur Fehlerüberwachung gesendet.',
          ar: '**البيانات التقنية.** يسجّل مزوّد الاستضافة لدينا وخوادم الويب عناوين IP وعناوين URL المطلوبة والطوابع الزمنية ووكلاء المستخدم (user agents)، وذلك لتقديم الموقع وحمايته من إساءة الاستخدام. وإذا تعذّر تحميل صفحة ما أو وقع خطأ في أحد النصوص البرمجية في متصفحك، يُرسَل تقرير خطأ يتضمن تفاصيل تقنية عن الخلل وعن متصفحك والصفحة إلى خدمة مراقبة الأخطاء التي نستخدمها.',
        },
        {
          en: '**Referral program and Fund applications.** If you refer a company or apply to the Fernhill Fund, we collect the information you provide, such as contact details, company information, pitch materials and, for referral payouts, payment and tax details.',
          de: '**Empfehlungsprogramm und Fund-Bewerbungen.** Wenn Sie ein Unternehmen empfehlen oder sich beim Fernhill Fund bewerben, erheben wir die von Ihnen bereitgestellten Informationen, etwa Kontaktdaten, Unternehmensinformationen, Pitch-Unterlagen sowie – für die Auszahlung von Empfehlungsprämien – Zahlungs- und Steuerdaten.',
          ar: '**برنامج الإحالة وطلبات التقديم إلى الصندوق.** إذا رشّحت شركة أو تقدّمت بطلب إلى صندوق Fernhill، نجمع المعلومات التي تقدّمها، مثل بيانات الاتصال ومعلومات الشركة ومواد العرض التقديمي، وكذلك بيانات الدفع والضرائب لصرف مكافآت الإحالة.',
        },
        {
          en: '**Job applications.** If you send us a CV or portfolio, we process it to assess your application.',
          de: '**Stellenbewerbungen.** Wenn Sie uns einen Lebenslauf oder ein Portfolio senden, verarbeiten wir diese Unterlagen, um Ihre Bewerbung zu prüfen.',
          ar: '**طلبات التوظيف.** إذا أرسلت إلينا سيرتك الذاتية أو ملف أعمالك، نعالجهما لتقييم طلبك.',
        },
        {
          en: 'We do not knowingly collect sensitive personal data, such as health information or government identification numbers, through the website. Please do not include it in messages to us.',
          de: 'Wir erheben über die Website nicht wissentlich sensible personenbezogene Daten wie Gesundheitsinformationen oder staatliche Identifikationsnummern. Bitte nehmen Sie solche Daten nicht in Ihre Nachrichten an uns auf.',
          ar: 'لا نجمع عن علم عبر الموقع بيانات شخصية حساسة، مثل المعلومات الصحية أو أرقام الهوية الحكومية. لذا يُرجى عدم تضمينها في رسائلك إلينا.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'how-we-use-data',
      heading: {
        en: 'How we use personal data and our legal bases',
        de: 'Verwendung personenbezogener Daten und Rechtsgrundlagen',
        ar: 'كيف نستخدم البيانات الشخصية والأسس القانونية لذلك',
      },
      paragraphs: [
        {
          en: 'We use personal data for the following purposes. Where the GDPR or UK GDPR applies, we rely on the legal basis shown in each case.',
          de: 'Wir verwenden personenbezogene Daten für die folgenden Zwecke. Soweit die DSGVO oder die UK GDPR anwendbar ist, stützen wir uns auf die jeweils angegebene Rechtsgrundlage.',
          ar: 'نستخدم البيانات الشخصية للأغراض التالية. وحيثما تسري اللائحة العامة لحماية البيانات (GDPR) أو نظيرتها البريطانية (UK GDPR)، نستند إلى الأساس القانوني المبيَّن في كل حالة.',
        },
        {
          en: '**To answer enquiries and prepare proposals**, including scheduling calls, signing NDAs and drafting estimates. Legal basis: steps taken at your request before entering into a contract (Art. 6(1)(b) GDPR) and our legitimate interest in responding to business enquiries (Art. 6(1)(f)).',
          de: '**Zur Beantwortung von Anfragen und zur Erstellung von Angeboten**, einschließlich der Terminierung von Gesprächen, der Unterzeichnung von Geheimhaltungsvereinbarungen (NDAs) und der Ausarbeitung von Kostenschätzungen. Rechtsgrundlage: Durchführung vorvertraglicher Maßnahmen auf Ihre Anfrage (Art. 6 Abs. 1 lit. b DSGVO) und unser berechtigtes Interesse an der Beantwortung geschäftlicher Anfragen (Art. 6 Abs. 1 lit. f).',
          ar: '**للرد على الاستفسارات وإعداد العروض**، بما في ذلك تحديد مواعيد المكالمات وتوقيع اتفاقيات عدم الإفصاح (NDA) وصياغة التقديرات. الأساس القانوني: اتخاذ خطوات بناءً على طلبك قبل إبرام عقد (المادة 6(1)(b) من اللائحة العامة لحماية البيانات)، ومصلحتنا المشروعة في الرد على استفسارات الأعمال (المادة 6(1)(f)).',
        },
        {
          en: '**To send the newsletter** you subscribed to. Legal basis: your consent (Art. 6(1)(a)), which you can withdraw at any time with the unsubscribe link in every email.',
          de: '**Zum Versand des Newsletters**, den Sie abonniert haben. Rechtsgrundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a), die Sie jederzeit über den Abmeldelink in jeder E-Mail widerrufen können.',
          ar: '**لإرسال النشرة الإخبارية** التي اشتركت فيها. الأساس القانوني: موافقتك (المادة 6(1)(a))، ويمكنك سحبها في أي وقت عبر رابط إلغاء الاشتراك الموجود في كل رسالة.',
        },
        {
          en: '**To measure and improve the website**, for example to see which pages are read, which campaigns bring visitors, and which version of a call-to-action button works better in an experiment. Legal basis: your consent where required by law, and otherwise our legitimate interest in running an effective website (Art. 6(1)(f)).',
          de: '**Zur Messung und Verbesserung der Website**, zum Beispiel um festzustellen, welche Seiten gelesen werden, welche Kampagnen Besucher bringen und welche Version eines Call-to-Action-Buttons in einem Experiment besser funktioniert. Rechtsgrundlage: Ihre Einwilligung, soweit gesetzlich erforderlich, und im Übrigen unser berechtigtes Interesse am Betrieb einer wirksamen Website (Art. 6 Abs. 1 lit. f).',
          ar: '**لقياس أداء الموقع وتحسينه**، على سبيل المثال لمعرفة الصفحات التي تُقرأ، والحملات التي تجلب الزوار، وأي نسخة من زر الدعوة إلى الإجراء تحقق نتائج أفضل في إحدى التجارب. الأساس القانوني: موافقتك حيثما يشترطها القانون، وفيما عدا ذلك مصلحتنا المشروعة في تشغيل موقع فعّال (المادة 6(1)(f)).',
        },
        {
          en: '**To keep the website secure and working**, including server logs and error reports. Legal basis: our legitimate interest in protecting our systems and visitors (Art. 6(1)(f)).',
          de: '**Zur Gewährleistung der Sicherheit und Funktionsfähigkeit der Website**, einschließlich Serverprotokollen und Fehlerberichten. Rechtsgrundlage: unser berechtigtes Interesse am Schutz unserer Systeme und Besucher (Art. 6 Abs. 1 lit. f).',
          ar: '**للحفاظ على أمن الموقع وسلامة عمله**، بما في ذلك سجلات الخادم وتقارير الأخطاء. الأساس القانوني: مصلحتنا المشروعة في حماية أنظمتنا وزوارنا (المادة 6(1)(f)).',
        },
        {
          en: '**To run the referral program and assess Fund applications**, including paying referral fees. Legal basis: performance of a contract (Art. 6(1)(b)) and our legal obligations for tax records (Art. 6(1)(c)).',
          de: '**Zur Durchführung des Empfehlungsprogramms und zur Prüfung von Fund-Bewerbungen**, einschließlich der Zahlung von Empfehlungsprämien. Rechtsgrundlage: Vertragserfüllung (Art. 6 Abs. 1 lit. b) und unsere gesetzlichen Pflichten zur Führung steuerlicher Aufzeichnungen (Art. 6 Abs. 1 lit. c).',
          ar: '**لإدارة برنامج الإحالة وتقييم طلبات التقديم إلى الصندوق**، بما في ذلك دفع مكافآت الإحالة. الأساس القانوني: تنفيذ عقد (المادة 6(1)(b))، والتزاماتنا القانونية المتعلقة بالسجلات الضريبية (المادة 6(1)(c)).',
        },
        {
          en: '**To comply with the law** and to establish, exercise or defend legal claims. Legal basis: legal obligation (Art. 6(1)(c)) and legitimate interests (Art. 6(1)(f)).',
          de: '**Zur Erfüllung gesetzlicher Pflichten** sowie zur Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen. Rechtsgrundlage: rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c) und berechtigte Interessen (Art. 6 Abs. 1 lit. f).',
          ar: '**للامتثال للقانون**، ولإثبات المطالبات القانونية أو ممارستها أو الدفاع عنها. الأساس القانوني: الالتزام القانوني (المادة 6(1)(c)) والمصالح المشروعة (المادة 6(1)(f)).',
        },
        {
          en: 'We do not use personal data from this website for automated decision-making that produces legal or similarly significant effects, and we do not use it to train machine learning models.',
          de: 'Wir verwenden personenbezogene Daten aus dieser Website nicht für automatisierte Entscheidungen, die rechtliche oder in ähnlicher Weise erhebliche Wirkungen entfalten, und wir verwenden sie nicht zum Training von Machine-Learning-Modellen.',
          ar: 'لا نستخدم البيانات الشخصية المستمدة من هذا الموقع في اتخاذ قرارات آلية تترتب عليها آثار قانونية أو آثار مماثلة في أهميتها، ولا نستخدمها لتدريب نماذج التعلم الآلي.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'cookies-and-storage',
      heading: {
        en: 'Cookies, local storage and similar technologies',
        de: 'Cookies, lokaler Speicher und ähnliche Technologien',
        ar: 'ملفات تعريف الارتباط والتخزين المحلي والتقنيات المماثلة',
      },
      paragraphs: [
        {
          en: 'The site stores a small amount of information in your browser’s local storage to work properly: your chosen language, the campaign parameters you arrived with (so that a later enquiry can be attributed to the right campaign) and, if you are part of a call-to-action experiment, the version you were assigned. This information stays on your device until you clear it.',
          de: 'Damit die Website ordnungsgemäß funktioniert, speichert sie eine geringe Menge an Informationen im lokalen Speicher (Local Storage) Ihres Browsers: die von Ihnen gewählte Sprache, die Kampagnenparameter, mit denen Sie auf die Website gelangt sind (damit eine spätere Anfrage der richtigen Kampagne zugeordnet werden kann), und – falls Sie an einem Call-to-Action-Experiment teilnehmen – die Ihnen zugewiesene Version. Diese Informationen verbleiben auf Ihrem Gerät, bis Sie sie löschen.',
          ar: 'يخزّن الموقع قدرًا يسيرًا من المعلومات في التخزين المحلي لمتصفحك ليعمل على النحو الصحيح: اللغة التي اخترتها، ومعاملات الحملة التي وصلت بها (كي يمكن نسبة أي استفسار لاحق إلى الحملة الصحيحة)، والنسخة التي خُصّصت لك إذا كنت ضمن تجربة لزر الدعوة إلى الإجراء. وتبقى هذه المعلومات على جهازك إلى أن تحذفها.',
        },
        {
          en: 'Our analytics tools may set cookies or similar identifiers to distinguish visits. Where the law requires consent for this, for example for visitors from the European Economic Area, the United Kingdom and Switzerland, we ask for it before any non-essential analytics run. You can withdraw consent at any time by clearing this site’s data in your browser or by writing to privacy@fernhill.dev.',
          de: 'Unsere Analysetools können Cookies oder ähnliche Kennungen setzen, um Besuche voneinander zu unterscheiden. Soweit das Gesetz hierfür eine Einwilligung verlangt, etwa bei Besuchern aus dem Europäischen Wirtschaftsraum, dem Vereinigten Königreich und der Schweiz, holen wir diese ein, bevor nicht notwendige Analysen ausgeführt werden. Sie können Ihre Einwilligung jederzeit widerrufen, indem Sie die Daten dieser Website in Ihrem Browser löschen oder an privacy@fernhill.dev schreiben.',
          ar: 'قد تضع أدوات التحليلات التي نستخدمها ملفات تعريف ارتباط أو معرّفات مماثلة للتمييز بين الزيارات. وحيثما يشترط القانون الحصول على موافقة لذلك، كما هو الحال مثلًا بالنسبة إلى الزوار من المنطقة الاقتصادية الأوروبية والمملكة المتحدة وسويسرا، فإننا نطلبها قبل تشغيل أي تحليلات غير ضرورية. ويمكنك سحب موافقتك في أي وقت بحذف بيانات هذا الموقع من متصفحك أو بمراسلتنا على privacy@fernhill.dev.',
        },
        {
          en: 'We honor the Global Privacy Control (GPC) signal. If your browser sends it, we treat it as an opt-out of any processing that could count as a sale or sharing of personal data under US state privacy laws.',
          de: 'Wir beachten das Signal Global Privacy Control (GPC). Sendet Ihr Browser dieses Signal, werten wir es als Widerspruch (Opt-out) gegen jede Verarbeitung, die nach den Datenschutzgesetzen von US-Bundesstaaten als Verkauf oder Weitergabe (Sharing) personenbezogener Daten gelten könnte.',
          ar: 'نحترم إشارة التحكم العالمي في الخصوصية (Global Privacy Control أو GPC). فإذا أرسلها متصفحك، نعدّها طلبًا بالانسحاب من أي معالجة قد تُعدّ بيعًا للبيانات الشخصية أو مشاركةً لها بموجب قوانين الخصوصية في الولايات الأمريكية.',
        },
        {
          en: 'We do not use advertising cookies or allow third-party ad networks to track visitors on our website.',
          de: 'Wir verwenden keine Werbe-Cookies und gestatten Werbenetzwerken Dritter nicht, Besucher auf unserer Website zu verfolgen.',
          ar: 'لا نستخدم ملفات تعريف الارتباط الإعلانية، ولا نسمح لشبكات الإعلانات التابعة لجهات خارجية بتتبّع الزوار على موقعنا.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'processors',
      heading: {
        en: 'Service providers and processors',
        de: 'Dienstleister und Auftragsverarbeiter',
        ar: 'مزوّدو الخدمات ومعالجو البيانات',
      },
      paragraphs: [
        {
          en: 'We use carefully selected service providers to run the website and our business. They process personal data only on our instructions, under written data processing agreements that require confidentiality, appropriate security and assistance with your privacy rights. The categories are:',
          de: 'Für den Betrieb der Website und unseres Unternehmens setzen wir sorgfältig ausgewählte Dienstleister ein. Sie verarbeiten personenbezogene Daten ausschließlich nach unseren Weisungen und auf Grundlage schriftlicher Auftragsverarbeitungsverträge, die Vertraulichkeit, angemessene Sicherheitsmaßnahmen und Unterstützung bei der Wahrnehmung Ihrer Datenschutzrechte vorschreiben. Es handelt sich um folgende Kategorien:',
          ar: 'نستعين بمزوّدي خدمات مختارين بعناية لتشغيل الموقع وأعمالنا. ولا يعالج هؤلاء البيانات الشخصية إلا وفقًا لتعليماتنا، وبموجب اتفاقيات مكتوبة لمعالجة البيانات تُلزمهم بالسرية وبتدابير أمنية مناسبة وبالمساعدة في ممارسة حقوقك المتعلقة بالخصوصية. وفئاتهم هي:',
        },
        {
          en: '**Hosting and content delivery** for the website and its server logs. **Web analytics** for usage statistics and experiments. **Error monitoring** for browser and server error reports. **Email and newsletter delivery** for sending and tracking our newsletter. **Customer relationship management** for storing enquiries and correspondence. **Scheduling and video conferencing** for arranging and holding calls. **Payment and accounting** for referral payouts and invoicing.',
          de: '**Hosting und Auslieferung der Inhalte** für die Website und ihre Serverprotokolle. **Webanalyse** für Nutzungsstatistiken und Experimente. **Fehlerüberwachung** für Fehlerberichte aus Browser und Server. **E-Mail- und Newsletter-Versand** für den Versand und das Tracking unseres Newsletters. **Customer-Relationship-Management** für die Speicherung von Anfragen und Korrespondenz. **Terminplanung und Videokonferenzen** für die Vereinbarung und Durchführung von Gesprächen. **Zahlungsabwicklung und Buchhaltung** für die Auszahlung von Empfehlungsprämien und die Rechnungsstellung.',
          ar: '**الاستضافة وتوصيل المحتوى** للموقع وسجلات خوادمه. **تحليلات الويب** لإحصاءات الاستخدام والتجارب. **مراقبة الأخطاء** لتقارير أخطاء المتصفح والخادم. **إرسال البريد الإلكتروني والنشرة الإخبارية** لإرسال نشرتنا الإخبارية وتتبّعها. **إدارة علاقات العملاء** لتخزين الاستفسارات والمراسلات. **جدولة المواعيد ومؤتمرات الفيديو** لترتيب المكالمات وإجرائها. **المدفوعات والمحاسبة** لصرف مكافآت الإحالة وإصدار الفواتير.',
        },
        {
          en: 'A current list of the specific providers we use, and the countries where they process data, is available on request from privacy@fernhill.dev. We review each provider’s security and privacy practices before we engage them and at least once a year afterwards.',
          de: 'Eine aktuelle Liste der konkreten Anbieter, die wir einsetzen, und der Länder, in denen sie Daten verarbeiten, erhalten Sie auf Anfrage unter privacy@fernhill.dev. Wir prüfen die Sicherheits- und Datenschutzpraktiken jedes Anbieters, bevor wir ihn beauftragen, und danach mindestens einmal jährlich.',
          ar: 'تتوفر عند الطلب عبر privacy@fernhill.dev قائمة محدّثة بأسماء المزوّدين الذين نستعين بهم والدول التي يعالجون فيها البيانات. ونراجع ممارسات الأمن والخصوصية لدى كل مزوّد قبل التعاقد معه، ثم مرة واحدة سنويًا على الأقل بعد ذلك.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'sharing',
      heading: {
        en: 'When we share personal data',
        de: 'Wann wir personenbezogene Daten weitergeben',
        ar: 'متى نشارك البيانات الشخصية',
      },
      paragraphs: [
        {
          en: 'We do not sell personal data, and we do not share it for cross-context behavioral advertising, as those terms are defined in the CCPA.',
          de: 'Wir verkaufen keine personenbezogenen Daten und geben sie nicht für kontextübergreifende verhaltensbasierte Werbung (Cross-Context Behavioral Advertising) weiter – jeweils im Sinne des CCPA.',
          ar: 'لا نبيع البيانات الشخصية، ولا نشاركها لأغراض الإعلانات السلوكية عبر السياقات المختلفة، وذلك وفق تعريف هذين المصطلحين في قانون CCPA.',
        },
        {
          en: 'Apart from the service providers described above, we share personal data only: with your consent, for example when you ask us to introduce you to a partner; with professional advisers such as lawyers, auditors and accountants who are bound by confidentiality; when required by law, regulation or a valid legal request; to protect the rights, property or safety of Fernhill, our clients or others; and, in connection with a merger, acquisition or sale of assets, with the parties involved, who would be required to respect this policy.',
          de: 'Abgesehen von den oben beschriebenen Dienstleistern geben wir personenbezogene Daten nur weiter: mit Ihrer Einwilligung, etwa wenn Sie uns bitten, Sie mit einem Partner bekannt zu machen; an externe Berater wie Rechtsanwälte, Wirtschaftsprüfer und Buchhalter, die zur Verschwiegenheit verpflichtet sind; wenn dies durch Gesetz, Verordnung oder ein rechtmäßiges behördliches oder gerichtliches Ersuchen verlangt wird; zum Schutz der Rechte, des Eigentums oder der Sicherheit von Fernhill, unseren Kunden oder Dritten; sowie im Zusammenhang mit einer Fusion, einer Übernahme oder einem Verkauf von Vermögenswerten an die beteiligten Parteien, die verpflichtet wären, diese Datenschutzerklärung einzuhalten.',
          ar: 'وبخلاف مزوّدي الخدمات الموصوفين أعلاه، لا نشارك البيانات الشخصية إلا في الحالات التالية: بموافقتك، كأن تطلب منا تعريفك بأحد الشركاء؛ ومع المستشارين المهنيين، مثل المحامين والمدققين والمحاسبين، الملزمين بالسرية؛ وحين يقتضي ذلك قانون أو لائحة تنظيمية أو طلب قانوني صحيح؛ ولحماية حقوق Fernhill أو عملائنا أو غيرهم أو ممتلكاتهم أو سلامتهم؛ ومع الأطراف المعنية في سياق عملية اندماج أو استحواذ أو بيع أصول، على أن تكون هذه الأطراف ملزمة باحترام هذه السياسة.',
        },
        {
          en: 'Members of our own team in Mexico and Colombia may access enquiries as part of their work for Fernhill, under the same confidentiality obligations and security controls as our US staff.',
          de: 'Mitglieder unseres eigenen Teams in Mexiko und Kolumbien können im Rahmen ihrer Tätigkeit für Fernhill auf Anfragen zugreifen; für sie gelten dieselben Vertraulichkeitspflichten und Sicherheitskontrollen wie für unsere Mitarbeitenden in den USA.',
          ar: 'وقد يطّلع أعضاء فريقنا في المكسيك وكولومبيا على الاستفسارات في إطار عملهم لدى Fernhill، مع خضوعهم لالتزامات السرية وضوابط الأمن نفسها التي يخضع لها موظفونا في الولايات المتحدة.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'international-transfers',
      heading: {
        en: 'International transfers',
        de: 'Internationale Datenübermittlungen',
        ar: 'نقل البيانات دوليًا',
      },
      paragraphs: [
        {
          en: 'Fernhill is based in the United States, and most of our service providers store data there. If you are in the European Economic Area, the United Kingdom or Switzerland, your personal data will be transferred to countries that may not offer the same level of protection as your own.',
          de: 'Fernhill hat seinen Sitz in den Vereinigten Staaten, und die meisten unserer Dienstleister speichern Daten dort. Wenn Sie sich im Europäischen Wirtschaftsraum, im Vereinigten Königreich oder in der Schweiz befinden, werden Ihre personenbezogenen Daten in Länder übermittelt, die möglicherweise nicht dasselbe Schutzniveau bieten wie Ihr eigenes Land.',
          ar: 'يقع مقر Fernhill في الولايات المتحدة، ويخزّن معظم مزوّدي خدماتنا البيانات هناك. فإذا كنت في المنطقة الاقتصادية الأوروبية أو المملكة المتحدة أو سويسرا، فستُنقل بياناتك الشخصية إلى دول قد لا توفر مستوى الحماية نفسه الذي توفره دولتك.',
        },
        {
          en: 'We protect these transfers with the European Commission’s Standard Contractual Clauses (together with the UK Addendum and Swiss amendments where relevant) or, where a provider is certified, the EU-U.S. Data Privacy Framework and its UK and Swiss extensions. You can request a copy of the relevant safeguards from privacy@fernhill.dev.',
          de: 'Wir sichern diese Übermittlungen durch die Standardvertragsklauseln der Europäischen Kommission ab (gegebenenfalls ergänzt um das UK Addendum und die Schweizer Anpassungen) oder – sofern ein Anbieter zertifiziert ist – durch das EU-U.S. Data Privacy Framework und seine Erweiterungen für das Vereinigte Königreich und die Schweiz. Eine Kopie der jeweiligen Garantien können Sie unter privacy@fernhill.dev anfordern.',
          ar: 'ونحمي عمليات النقل هذه بالبنود التعاقدية القياسية الصادرة عن المفوضية الأوروبية (مع الملحق البريطاني UK Addendum والتعديلات السويسرية عند الاقتضاء)، أو بإطار خصوصية البيانات بين الاتحاد الأوروبي والولايات المتحدة (EU-U.S. Data Privacy Framework) وامتداداته البريطانية والسويسرية إذا كان المزوّد حاصلًا على شهادة بموجبه. ويمكنك طلب نسخة من الضمانات ذات الصلة عبر privacy@fernhill.dev.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'retention',
      heading: {
        en: 'How long we keep personal data',
        de: 'Wie lange wir personenbezogene Daten speichern',
        ar: 'مدة احتفاظنا بالبيانات الشخصية',
      },
      paragraphs: [
        {
          en: 'We keep personal data only as long as we need it for the purposes above, and then delete or anonymize it. Our standard retention periods are:',
          de: 'Wir speichern personenbezogene Daten nur so lange, wie wir sie für die oben genannten Zwecke benötigen, und löschen oder anonymisieren sie anschließend. Unsere Standard-Aufbewahrungsfristen sind:',
          ar: 'لا نحتفظ بالبيانات الشخصية إلا طوال المدة التي نحتاج إليها فيها للأغراض المذكورة أعلاه، ثم نحذفها أو نجعلها مجهولة الهوية. وفيما يلي فترات الاحتفاظ المعتادة لدينا:',
        },
        {
          en: '**Enquiries that do not lead to a contract:** 24 months after our last contact with you. **Client contracts, invoices and related correspondence:** seven years after the end of the engagement, to meet tax and legal obligations. **Newsletter subscriptions:** until you unsubscribe; afterwards we keep your email address on a suppression list only so we do not email you again. **Analytics data:** 14 months at event level, after which only aggregated statistics remain. **Server logs:** 30 days. **Error reports:** 90 days. **Fund applications:** 24 months if not accepted. **Job applications:** 12 months, or longer with your consent. **Referral payout and tax records:** seven years.',
          de: '**Anfragen, die nicht zu einem Vertrag führen:** 24 Monate nach unserem letzten Kontakt mit Ihnen. **Kundenverträge, Rechnungen und zugehörige Korrespondenz:** sieben Jahre nach Ende der Zusammenarbeit, um steuerliche und rechtliche Pflichten zu erfüllen. **Newsletter-Abonnements:** bis zu Ihrer Abmeldung; danach speichern wir Ihre E-Mail-Adresse ausschließlich auf einer Sperrliste, damit wir Ihnen keine E-Mails mehr senden. **Analysedaten:** 14 Monate auf Ereignisebene, danach verbleiben nur aggregierte Statistiken. **Serverprotokolle:** 30 Tage. **Fehlerberichte:** 90 Tage. **Fund-Bewerbungen:** 24 Monate, sofern sie nicht angenommen werden. **Stellenbewerbungen:** 12 Monate, mit Ihrer Einwilligung auch länger. **Unterlagen zu Empfehlungsprämien und Steuern:** sieben Jahre.',
          ar: '**الاستفسارات التي لا تُفضي إلى عقد:** 24 شهرًا من آخر تواصل بيننا. **عقود العملاء والفواتير والمراسلات ذات الصلة:** سبع سنوات بعد انتهاء التعاقد، للوفاء بالالتزامات الضريبية والقانونية. **اشتراكات النشرة الإخبارية:** حتى تلغي اشتراكك؛ وبعد ذلك نحتفظ بعنوان بريدك الإلكتروني في قائمة استبعاد فقط كي لا نراسلك مجددًا. **بيانات التحليلات:** 14 شهرًا على مستوى الأحداث، ولا يتبقى بعدها سوى إحصاءات مجمّعة. **سجلات الخادم:** 30 يومًا. **تقارير الأخطاء:** 90 يومًا. **طلبات التقديم إلى الصندوق:** 24 شهرًا إذا لم تُقبل. **طلبات التوظيف:** 12 شهرًا، أو مدة أطول بموافقتك. **سجلات صرف مكافآت الإحالة والسجلات الضريبية:** سبع سنوات.',
        },
        {
          en: 'We may keep data longer where the law requires it or where it is needed to establish, exercise or defend legal claims.',
          de: 'Wir können Daten länger aufbewahren, soweit dies gesetzlich vorgeschrieben oder zur Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen erforderlich ist.',
          ar: 'وقد نحتفظ بالبيانات لمدة أطول حيثما يقتضي القانون ذلك، أو حيثما كان ذلك لازمًا لإثبات المطالبات القانونية أو ممارستها أو الدفاع عنها.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'gdpr-rights',
      heading: {
        en: 'Your rights in the EEA, the UK and Switzerland',
        de: 'Ihre Rechte im EWR, im Vereinigten Königreich und in der Schweiz',
        ar: 'حقوقك في المنطقة الاقتصادية الأوروبية والمملكة المتحدة وسويسرا',
      },
      paragraphs: [
        {
          en: 'If the GDPR, UK GDPR or Swiss data protection law applies to you, you have the right to access the personal data we hold about you, to have inaccurate data corrected, to have data erased, to restrict or object to processing (including, at any time, processing for direct marketing), to receive your data in a portable format, and to withdraw consent at any time without affecting processing carried out before the withdrawal.',
          de: 'Wenn die DSGVO, die UK GDPR oder das Schweizer Datenschutzrecht auf Sie anwendbar ist, haben Sie das Recht, Auskunft über die personenbezogenen Daten zu erhalten, die wir über Sie gespeichert haben, unrichtige Daten berichtigen zu lassen, Daten löschen zu lassen, die Einschränkung der Verarbeitung zu verlangen oder der Verarbeitung zu widersprechen (einschließlich des jederzeitigen Widerspruchs gegen die Verarbeitung zu Zwecken der Direktwerbung), Ihre Daten in einem übertragbaren Format zu erhalten und Ihre Einwilligung jederzeit zu widerrufen, ohne dass die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung berührt wird.',
          ar: 'إذا كانت اللائحة العامة لحماية البيانات (GDPR) أو نظيرتها البريطانية (UK GDPR) أو قانون حماية البيانات السويسري تسري عليك، فلك الحق في الاطلاع على البيانات الشخصية التي نحتفظ بها عنك، وفي تصحيح البيانات غير الدقيقة، وفي محو البيانات، وفي تقييد المعالجة أو الاعتراض عليها (بما في ذلك الاعتراض في أي وقت على المعالجة لأغراض التسويق المباشر)، وفي الحصول على بياناتك بصيغة قابلة للنقل، وفي سحب موافقتك في أي وقت دون أن يمس ذلك المعالجة التي جرت قبل السحب.',
        },
        {
          en: 'You also have the right to lodge a complaint with a data protection supervisory authority, in particular in the country where you live or work or where an alleged infringement took place. We would appreciate the chance to address your concern first.',
          de: 'Sie haben außerdem das Recht, Beschwerde bei einer Datenschutzaufsichtsbehörde einzulegen, insbesondere in dem Land, in dem Sie wohnen oder arbeiten oder in dem der mutmaßliche Verstoß stattgefunden hat. Wir würden es begrüßen, wenn Sie uns zunächst Gelegenheit geben, uns Ihres Anliegens anzunehmen.',
          ar: 'ولك أيضًا الحق في تقديم شكوى إلى سلطة إشرافية معنية بحماية البيانات، ولا سيما في الدولة التي تقيم أو تعمل فيها أو التي وقعت فيها المخالفة المزعومة. ونقدّر أن تتيح لنا أولًا فرصة معالجة ما يقلقك.',
        },
        {
          en: 'We respond to requests within one month. We may extend this by two further months for complex or numerous requests, in which case we will tell you why within the first month.',
          de: 'Wir beantworten Anfragen innerhalb eines Monats. Bei komplexen oder zahlreichen Anfragen können wir diese Frist um zwei weitere Monate verlängern; in diesem Fall teilen wir Ihnen die Gründe innerhalb des ersten Monats mit.',
          ar: 'نرد على الطلبات في غضون شهر واحد. ويجوز لنا تمديد هذه المهلة شهرين إضافيين في حال الطلبات المعقدة أو الكثيرة، وفي هذه الحالة نبلغك بالسبب خلال الشهر الأول.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'us-state-rights',
      heading: {
        en: 'Your rights in California and other US states',
        de: 'Ihre Rechte in Kalifornien und anderen US-Bundesstaaten',
        ar: 'حقوقك في كاليفورنيا والولايات الأمريكية الأخرى',
      },
      paragraphs: [
        {
          en: 'If you are a California resident, the CCPA gives you the right to know what personal information we have collected about you and how we use and disclose it, to request deletion, to correct inaccurate information, to opt out of the sale or sharing of personal information, and to limit the use of sensitive personal information. We do not sell or share personal information and do not use sensitive personal information for purposes that would require an opt-out. We will not discriminate against you for exercising any of these rights.',
          de: 'Wenn Sie in Kalifornien ansässig sind, gibt Ihnen der CCPA das Recht zu erfahren, welche personenbezogenen Informationen wir über Sie erhoben haben und wie wir sie verwenden und offenlegen, die Löschung zu verlangen, unrichtige Informationen berichtigen zu lassen, dem Verkauf oder der Weitergabe (Sharing) personenbezogener Informationen zu widersprechen (Opt-out) und die Verwendung sensibler personenbezogener Informationen einzuschränken. Wir verkaufen keine personenbezogenen Informationen, geben sie nicht weiter (Sharing) und verwenden sensible personenbezogene Informationen nicht für Zwecke, die ein Opt-out erfordern würden. Wir werden Sie nicht benachteiligen, weil Sie eines dieser Rechte ausüben.',
          ar: 'إذا كنت مقيمًا في كاليفورنيا، فإن قانون CCPA يمنحك الحق في معرفة المعلومات الشخصية التي جمعناها عنك وكيفية استخدامنا لها والإفصاح عنها، وفي طلب حذفها، وفي تصحيح المعلومات غير الدقيقة، وفي الانسحاب من بيع المعلومات الشخصية أو مشاركتها، وفي تقييد استخدام المعلومات الشخصية الحساسة. ونحن لا نبيع المعلومات الشخصية ولا نشاركها، ولا نستخدم المعلومات الشخصية الحساسة لأغراض تستوجب إتاحة خيار الانسحاب. ولن نميّز ضدك بسبب ممارستك أيًّا من هذه الحقوق.',
        },
        {
          en: 'In the past 12 months we have collected the following categories of personal information, for the purposes described under [how we use personal data](/privacy-policy#how-we-use-data): identifiers (such as name, email address and IP address); professional or employment-related information (such as company and role); commercial information (such as the services you asked about); internet or other electronic network activity (such as pages viewed and interactions with the site); and approximate geolocation. We disclosed these categories to the [service providers](/privacy-policy#processors) described above.',
          de: 'In den vergangenen 12 Monaten haben wir die folgenden Kategorien personenbezogener Informationen zu den unter [Verwendung personenbezogener Daten](/privacy-policy#how-we-use-data) beschriebenen Zwecken erhoben: Identifikatoren (etwa Name, E-Mail-Adresse und IP-Adresse); berufs- oder beschäftigungsbezogene Informationen (etwa Unternehmen und Funktion); kommerzielle Informationen (etwa die Leistungen, nach denen Sie gefragt haben); Aktivitäten im Internet oder in anderen elektronischen Netzwerken (etwa aufgerufene Seiten und Interaktionen mit der Website); sowie ungefähre Standortdaten. Diese Kategorien haben wir gegenüber den oben beschriebenen [Dienstleistern](/privacy-policy#processors) offengelegt.',
          ar: 'خلال الأشهر الـ12 الماضية جمعنا الفئات التالية من المعلومات الشخصية، للأغراض الموضحة في قسم [كيف نستخدم البيانات الشخصية](/privacy-policy#how-we-use-data): المعرّفات (مثل الاسم وعنوان البريد الإلكتروني وعنوان IP)؛ والمعلومات المهنية أو المتعلقة بالعمل (مثل الشركة والمنصب)؛ والمعلومات التجارية (مثل الخدمات التي استفسرت عنها)؛ والنشاط على الإنترنت أو غيره من الشبكات الإلكترونية (مثل الصفحات التي اطّلعت عليها وتفاعلاتك مع الموقع)؛ والموقع الجغرافي التقريبي. وقد أفصحنا عن هذه الفئات إلى [مزوّدي الخدمات](/privacy-policy#processors) الموصوفين أعلاه.',
        },
        {
          en: 'Residents of other states with comprehensive privacy laws, including Colorado, Connecticut, Oregon, Texas, Utah and Virginia, have similar rights to access, correct, delete and port their data and to opt out of targeted advertising, sale and profiling. If we decline a request, you may appeal by replying to our decision; we will respond to the appeal within 45 days.',
          de: 'Einwohner anderer Bundesstaaten mit umfassenden Datenschutzgesetzen, darunter Colorado, Connecticut, Oregon, Texas, Utah und Virginia, haben vergleichbare Rechte auf Auskunft, Berichtigung, Löschung und Übertragbarkeit ihrer Daten sowie das Recht, gezielter Werbung, dem Verkauf und dem Profiling zu widersprechen. Lehnen wir eine Anfrage ab, können Sie Einspruch einlegen, indem Sie auf unsere Entscheidung antworten; wir beantworten den Einspruch innerhalb von 45 Tagen.',
          ar: 'ويتمتع المقيمون في الولايات الأخرى التي لديها قوانين خصوصية شاملة، ومنها كولورادو وكونيتيكت وأوريغون وتكساس ويوتا وفرجينيا، بحقوق مماثلة في الاطلاع على بياناتهم وتصحيحها وحذفها ونقلها، وفي الانسحاب من الإعلانات الموجّهة والبيع والتنميط. وإذا رفضنا طلبًا ما، يمكنك الطعن فيه بالرد على قرارنا؛ وسنرد على الطعن في غضون 45 يومًا.',
        },
        {
          en: 'You can submit a request yourself or through an authorized agent. To protect your data, we verify requests by matching information you provide against what we hold, usually by confirming control of the email address concerned. We respond within 45 days and, where necessary, will tell you if we need an additional 45 days.',
          de: 'Sie können eine Anfrage selbst oder über einen bevollmächtigten Vertreter stellen. Zum Schutz Ihrer Daten überprüfen wir Anfragen, indem wir Ihre Angaben mit den bei uns gespeicherten Daten abgleichen, in der Regel durch die Bestätigung, dass Sie Zugriff auf die betreffende E-Mail-Adresse haben. Wir antworten innerhalb von 45 Tagen und teilen Ihnen gegebenenfalls mit, wenn wir weitere 45 Tage benötigen.',
          ar: 'يمكنك تقديم الطلب بنفسك أو عبر وكيل مفوَّض. ولحماية بياناتك، نتحقق من الطلبات بمطابقة المعلومات التي تقدّمها مع ما نحتفظ به، وعادةً بتأكيد سيطرتك على عنوان البريد الإلكتروني المعني. ونرد في غضون 45 يومًا، وسنبلغك عند الضرورة إذا احتجنا إلى 45 يومًا إضافية.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'security',
      heading: {
        en: 'How we protect personal data',
        de: 'Wie wir personenbezogene Daten schützen',
        ar: 'كيف نحمي البيانات الشخصية',
      },
      paragraphs: [
        {
          en: 'All traffic to the website is encrypted with TLS, and personal data is encrypted at rest with our service providers. Access is limited to people who need it for their role, protected by single sign-on and multi-factor authentication, and logged.',
          de: 'Der gesamte Datenverkehr zur Website ist mit TLS verschlüsselt, und personenbezogene Daten werden bei unseren Dienstleistern verschlüsselt gespeichert. Der Zugriff ist auf Personen beschränkt, die ihn für ihre Aufgaben benötigen, durch Single Sign-on und Multi-Faktor-Authentifizierung geschützt und wird protokolliert.',
          ar: 'تُشفَّر كل حركة البيانات المتجهة إلى الموقع باستخدام TLS، وتُشفَّر البيانات الشخصية أثناء تخزينها لدى مزوّدي خدماتنا. ويقتصر الوصول على من يحتاجون إليه لأداء مهامهم، وهو محمي بتسجيل الدخول الموحّد والمصادقة متعددة العوامل، ويُسجَّل.',
        },
        {
          en: 'Our security program, including the systems that hold website and enquiry data, is audited annually against the SOC 2 Type II criteria. Staff complete security and privacy training when they join and every year after that.',
          de: 'Unser Sicherheitsprogramm, einschließlich der Systeme, in denen Website- und Anfragedaten gespeichert sind, wird jährlich anhand der Kriterien von SOC 2 Type II auditiert. Mitarbeitende absolvieren bei ihrem Eintritt und danach jährlich Schulungen zu Sicherheit und Datenschutz.',
          ar: 'ويخضع برنامج الأمن لدينا، بما في ذلك الأنظمة التي تحفظ بيانات الموقع والاستفسارات، لتدقيق سنوي وفق معايير SOC 2 Type II. ويتلقى الموظفون تدريبًا على الأمن والخصوصية عند انضمامهم ثم كل عام بعد ذلك.',
        },
        {
          en: 'No system is completely secure. If a personal data breach affects you, we will notify you and the relevant authorities as required by applicable law, and tell you what we are doing about it.',
          de: 'Kein System ist vollkommen sicher. Sind Sie von einer Verletzung des Schutzes personenbezogener Daten betroffen, benachrichtigen wir Sie und die zuständigen Behörden, wie es das anwendbare Recht vorschreibt, und teilen Ihnen mit, was wir dagegen unternehmen.',
          ar: 'لا يوجد نظام آمن تمامًا. وإذا طالك خرق للبيانات الشخصية، فسنخطرك ونخطر السلطات المختصة وفقًا لما يقتضيه القانون المعمول به، ونطلعك على الإجراءات التي نتخذها بشأنه.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'children',
      heading: {
        en: 'Children',
        de: 'Kinder',
        ar: 'الأطفال',
      },
      paragraphs: [
        {
          en: 'Our website and services are intended for businesses and are not directed at children. We do not knowingly collect personal data from anyone under 16. If you believe a child has given us personal data, contact us and we will delete it.',
          de: 'Unsere Website und unsere Leistungen richten sich an Unternehmen und nicht an Kinder. Wir erheben nicht wissentlich personenbezogene Daten von Personen unter 16 Jahren. Wenn Sie glauben, dass uns ein Kind personenbezogene Daten übermittelt hat, kontaktieren Sie uns, und wir löschen diese Daten.',
          ar: 'موقعنا وخدماتنا موجّهة إلى الشركات، وليست موجّهة إلى الأطفال. ولا نجمع عن علم بيانات شخصية من أي شخص دون سن 16 عامًا. وإذا كنت تعتقد أن طفلًا قد زوّدنا ببيانات شخصية، فتواصل معنا وسنحذفها.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'changes',
      heading: {
        en: 'Changes to this policy',
        de: 'Änderungen dieser Datenschutzerklärung',
        ar: 'التغييرات على هذه السياسة',
      },
      paragraphs: [
        {
          en: 'We review this policy at least once a year and update it when our practices or the law change. The date at the top of this page shows when it was last revised. If we make a material change, we will also tell newsletter subscribers by email before it takes effect.',
          de: 'Wir überprüfen diese Datenschutzerklärung mindestens einmal jährlich und aktualisieren sie, wenn sich unsere Praktiken oder die Rechtslage ändern. Das Datum oben auf dieser Seite gibt an, wann sie zuletzt überarbeitet wurde. Bei wesentlichen Änderungen informieren wir zudem die Abonnenten unseres Newsletters per E-Mail, bevor die Änderungen wirksam werden.',
          ar: 'نراجع هذه السياسة مرة واحدة سنويًا على الأقل، ونحدّثها حين تتغير ممارساتنا أو القانون. ويبيّن التاريخ الوارد أعلى هذه الصفحة موعد آخر مراجعة لها. وإذا أجرينا تغييرًا جوهريًا، فسنبلغ مشتركي النشرة الإخبارية أيضًا بالبريد الإلكتروني قبل سريانه.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'contact',
      heading: {
        en: 'How to contact us',
        de: 'So erreichen Sie uns',
        ar: 'كيف تتواصل معنا',
      },
      paragraphs: [
        {
          en: 'To exercise your rights or ask about this policy, email **privacy@fernhill.dev**, or write to Fernhill Software LLC, Attn: Privacy, 1100 Rio Grande St, Austin, TX 78701, United States. We acknowledge privacy requests within five business days.',
          de: 'Um Ihre Rechte auszuüben oder Fragen zu dieser Datenschutzerklärung zu stellen, schreiben Sie eine E-Mail an **privacy@fernhill.dev** oder einen Brief an Fernhill Software LLC, Attn: Privacy, 1100 Rio Grande St, Austin, TX 78701, United States. Den Eingang von Datenschutzanfragen bestätigen wir innerhalb von fünf Werktagen.',
          ar: 'لممارسة حقوقك أو للاستفسار عن هذه السياسة، راسلنا بالبريد الإلكتروني على **privacy@fernhill.dev**، أو بالبريد العادي على العنوان: Fernhill Software LLC, Attn: Privacy, 1100 Rio Grande St, Austin, TX 78701, United States. ونؤكد استلام طلبات الخصوصية في غضون خمسة أيام عمل.',
        },
        {
          en: 'For everything else, see our [contact page](/contact-us). Our [terms of use](/terms) govern your use of the website.',
          de: 'Für alle anderen Anliegen besuchen Sie bitte unsere [Kontaktseite](/contact-us). Für die Nutzung der Website gelten unsere [Nutzungsbedingungen](/terms).',
          ar: 'ولأي أمر آخر، تفضّل بزيارة [صفحة التواصل](/contact-us). وتحكم [شروط الاستخدام](/terms) الخاصة بنا استخدامك للموقع.',
        },
      ],
    },
  ],
} satisfies PageInput;
