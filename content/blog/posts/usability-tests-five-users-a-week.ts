import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'usability-tests-five-users-a-week',
  title: {
    en: 'Running usability tests with five users a week',
    de: 'Usability-Tests mit fünf Nutzern pro Woche',
    ar: 'اختبارات قابلية الاستخدام مع خمسة مستخدمين كل أسبوع',
  },
  excerpt: {
    en: 'Research doesn’t need a quarterly study and a 60-page report. We run five moderated sessions every week on active projects. Here is the cadence, the recruiting pipeline and the one-page readout that keeps it sustainable.',
    de: 'Nutzerforschung braucht keine Quartalsstudie und keinen 60-seitigen Bericht. In laufenden Projekten führen wir jede Woche fünf moderierte Sessions durch. Hier sind Rhythmus, Rekrutierung und die einseitige Auswertung, die das tragfähig macht.',
    ar: 'لا يحتاج البحث إلى دراسة فصلية وتقرير من 60 صفحة. فنحن نُجري خمس جلسات مُدارة كل أسبوع في المشاريع النشطة. إليك الإيقاع، ومسار استقطاب المشاركين، والملخص ذا الصفحة الواحدة الذي يجعل ذلك مستدامًا.',
  },
  date: '2025-09-16',
  author: 'lucia-mendoza',
  category: 'design',
  tags: [
    { en: 'user-research', de: 'Nutzerforschung', ar: 'أبحاث المستخدمين' },
    { en: 'usability-testing', de: 'Usability-Tests', ar: 'اختبار قابلية الاستخدام' },
    { en: 'product-design', de: 'Produktdesign', ar: 'تصميم المنتجات' },
    { en: 'process', de: 'Prozess', ar: 'العمليات' },
  ],
  body: [
    {
      type: 'p',
      text: {
        en: 'Many product teams know the quarterly usability study well: six weeks to plan and recruit, a week of sessions, two weeks to write the report, and findings that arrive after the sprint they were meant to inform. We used to run research that way. Since 2022, every Fernhill product team with active design work runs five moderated sessions a week instead, and changes that come out of research now ship in days rather than quarters.',
        de: 'Viele Produktteams kennen die vierteljährliche Usability-Studie nur zu gut: sechs Wochen für Planung und Rekrutierung, eine Woche Sessions, zwei Wochen für den Bericht – und Erkenntnisse, die erst nach dem Sprint eintreffen, in den sie einfließen sollten. Früher haben auch wir so geforscht. Seit 2022 führt jedes Fernhill-Produktteam mit laufender Designarbeit stattdessen fünf moderierte Sessions pro Woche durch, und Änderungen aus der Forschung gehen heute in Tagen statt in Quartalen live.',
        ar: 'تعرف فرق منتجات كثيرة دراسة قابلية الاستخدام الفصلية جيدًا: ستة أسابيع للتخطيط واستقطاب المشاركين، وأسبوع من الجلسات، وأسبوعان لكتابة التقرير، ونتائج تصل بعد انتهاء السبرنت الذي كان يُفترض أن تُسهم في توجيهه. وقد كنا نُجري أبحاثنا بهذه الطريقة. أما منذ عام 2022، فيُجري كل فريق منتج في Fernhill لديه أعمال تصميم جارية خمس جلسات مُدارة أسبوعيًا بدلًا من ذلك، وباتت التغييرات الناتجة عن البحث تُطلق الآن خلال أيام لا فصول.',
      },
    },
    {
      type: 'h2',
      id: 'why-five-and-why-weekly',
      text: {
        en: 'Why five, and why weekly',
        de: 'Warum fünf – und warum wöchentlich',
        ar: 'لماذا خمسة، ولماذا كل أسبوع',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Five participants is not a magic number. Jakob Nielsen’s often-quoted argument is that five users uncover most of the usability problems in a focused test, and that returns diminish quickly after that. The less-quoted half of the argument is the important one: it is better to test five users, fix what you learn and test five more than to test fifteen at once. A weekly cadence is simply that argument applied to the calendar.',
        de: 'Fünf Teilnehmende sind keine magische Zahl. Jakob Nielsens oft zitiertes Argument lautet, dass fünf Nutzer in einem fokussierten Test die meisten Usability-Probleme aufdecken und der Ertrag danach schnell abnimmt. Die seltener zitierte Hälfte des Arguments ist die wichtige: Es ist besser, fünf Nutzer zu testen, das Gelernte umzusetzen und fünf weitere zu testen, als fünfzehn auf einmal. Ein wöchentlicher Rhythmus ist schlicht dieses Argument, angewandt auf den Kalender.',
        ar: 'ليس الرقم خمسة رقمًا سحريًا. فحجة Jakob Nielsen التي كثيرًا ما يُستشهد بها هي أن خمسة مستخدمين يكشفون معظم مشكلات قابلية الاستخدام في اختبار مركّز، وأن العائد يتضاءل سريعًا بعد ذلك. أما النصف الأقل استشهادًا من الحجة فهو الأهم: من الأفضل أن تختبر خمسة مستخدمين، وتُصلح ما تعلّمته، ثم تختبر خمسة آخرين، بدلًا من اختبار خمسة عشر دفعة واحدة. والإيقاع الأسبوعي ليس سوى تطبيق هذه الحجة على التقويم.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Weekly testing also changes how the team behaves. When there is always a session on Thursday, designers put rough work in front of users instead of waiting until it is polished, engineers ask for a flow to be tested before they build it, and the client’s product owner stops debating preferences in review meetings because the answer is three days away.',
        de: 'Wöchentliches Testen verändert auch das Verhalten des Teams. Wenn donnerstags immer eine Session ansteht, zeigen Designer den Nutzern auch grobe Entwürfe, statt zu warten, bis alles poliert ist, Entwicklerinnen und Entwickler bitten darum, einen Ablauf zu testen, bevor sie ihn bauen, und die Produktverantwortlichen des Kunden hören auf, in Review-Meetings über Vorlieben zu debattieren, weil die Antwort nur drei Tage entfernt ist.',
        ar: 'كما يغيّر الاختبار الأسبوعي سلوك الفريق. فحين تكون هناك جلسة كل خميس، يعرض المصممون أعمالهم الأولية على المستخدمين بدلًا من انتظار صقلها، ويطلب المهندسون اختبار مسار ما قبل بنائه، ويتوقف مالك المنتج لدى العميل عن الجدال حول التفضيلات في اجتماعات المراجعة، لأن الإجابة على بُعد ثلاثة أيام فقط.',
      },
    },
    {
      type: 'h2',
      id: 'the-weekly-rhythm',
      text: { en: 'The weekly rhythm', de: 'Der Wochenrhythmus', ar: 'الإيقاع الأسبوعي' },
    },
    {
      type: 'ol',
      items: [
        {
          en: '**Monday:** the designer and product owner agree on two or three questions for the week, written as decisions. “Do first-time users find the invoice export without help?” rather than “test the dashboard.”',
          de: '**Montag:** Designer und Produktverantwortliche einigen sich auf zwei oder drei Fragen für die Woche, formuliert als Entscheidungen. „Finden Erstnutzer den Rechnungsexport ohne Hilfe?“ statt „Dashboard testen“.',
          ar: '**الاثنين:** يتفق المصمم ومالك المنتج على سؤالين أو ثلاثة للأسبوع، تُصاغ في صورة قرارات: «هل يجد المستخدمون الجدد خاصية تصدير الفواتير دون مساعدة؟» بدلًا من «اختبار لوحة التحكم».',
        },
        {
          en: '**Tuesday:** the designer builds or updates the prototype, usually in Figma and sometimes on a staging build, and writes a 30-minute script made of tasks, not leading questions.',
          de: '**Dienstag:** Der Designer baut oder aktualisiert den Prototyp, meist in Figma, manchmal auf einem Staging-Build, und schreibt ein 30-minütiges Skript aus Aufgaben, nicht aus Suggestivfragen.',
          ar: '**الثلاثاء:** يبني المصمم النموذج الأولي أو يحدّثه، عادةً في Figma وأحيانًا على نسخة في بيئة Staging، ويكتب سيناريو مدته 30 دقيقة يتألف من مهام لا من أسئلة إيحائية.',
        },
        {
          en: '**Wednesday:** a dry run with someone from the team who hasn’t seen the work.',
          de: '**Mittwoch:** ein Probedurchlauf mit jemandem aus dem Team, der die Arbeit noch nicht gesehen hat.',
          ar: '**الأربعاء:** تجربة تمهيدية مع أحد أعضاء الفريق ممن لم يطّلعوا على العمل.',
        },
        {
          en: '**Thursday:** five 30-minute sessions with 15-minute gaps, each with one moderator and up to two silent observers from the team or the client.',
          de: '**Donnerstag:** fünf 30-minütige Sessions mit je 15 Minuten Pause dazwischen, jeweils mit einer Moderatorin oder einem Moderator und bis zu zwei stillen Beobachtern aus dem Team oder vom Kunden.',
          ar: '**الخميس:** خمس جلسات مدة كل منها 30 دقيقة، تفصل بينها فواصل من 15 دقيقة، ويدير كل جلسة مُيسّر واحد بحضور ما يصل إلى مراقبَين صامتَين من الفريق أو من العميل.',
        },
        {
          en: '**Friday:** an hour of synthesis with everyone who observed, then a one-page readout by the end of the day.',
          de: '**Freitag:** eine Stunde Synthese mit allen, die zugesehen haben, dann bis Tagesende eine einseitige Auswertung.',
          ar: '**الجمعة:** ساعة لتجميع النتائج مع كل من حضر المراقبة، ثم ملخص من صفحة واحدة قبل نهاية اليوم.',
        },
      ],
    },
    {
      type: 'h3',
      text: {
        en: 'Recruiting without a research department',
        de: 'Rekrutierung ohne Forschungsabteilung',
        ar: 'استقطاب المشاركين دون قسم للأبحاث',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Recruiting is what kills weekly research, so we treat it as infrastructure. Before the first session we build a panel of 40 to 80 people: existing customers who opted in through an in-app banner, a client’s waitlist, or paid participants from a recruiting service for products that don’t have users yet. We pay $50 to $100 for 30 minutes depending on how specialized the audience is; clinicians and attorneys cost more and need more notice. A shared booking link and a five-question screener keep scheduling to a few minutes a week.',
        de: 'An der Rekrutierung scheitert wöchentliche Forschung, deshalb behandeln wir sie als Infrastruktur. Vor der ersten Session bauen wir ein Panel aus 40 bis 80 Personen auf: Bestandskunden, die über ein In-App-Banner eingewilligt haben, die Warteliste eines Kunden oder – bei Produkten, die noch keine Nutzer haben – bezahlte Teilnehmende über einen Rekrutierungsdienst. Je nachdem, wie spezialisiert die Zielgruppe ist, zahlen wir 50 bis 100\u00a0$ für 30 Minuten; klinisches Fachpersonal und Anwälte kosten mehr und brauchen mehr Vorlauf. Ein gemeinsamer Buchungslink und ein Auswahlfragebogen mit fünf Fragen halten den Planungsaufwand bei wenigen Minuten pro Woche.',
        ar: 'إن استقطاب المشاركين هو ما يقضي على الأبحاث الأسبوعية، لذا نتعامل معه كبنية تحتية. فقبل الجلسة الأولى نكوّن مجموعة من 40 إلى 80 مشاركًا محتملًا: عملاء حاليون وافقوا على المشاركة عبر لافتة داخل التطبيق، أو قائمة انتظار لدى العميل، أو مشاركون مدفوعو الأجر من خدمة استقطاب للمنتجات التي لا مستخدمين لها بعد. وندفع من $50 إلى $100 مقابل 30 دقيقة حسب مدى تخصص الفئة المستهدفة؛ فالأطباء والمحامون يكلّفون أكثر ويحتاجون إلى إشعار أبكر. ويحصر رابط حجز مشترك واستبيان فرز من خمسة أسئلة وقتَ الجدولة في بضع دقائق أسبوعيًا.',
      },
    },
    {
      type: 'h2',
      id: 'the-one-page-readout',
      text: {
        en: 'The one-page readout',
        de: 'Die einseitige Auswertung',
        ar: 'الملخص ذو الصفحة الواحدة',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Nobody reads 60-page research reports, including the people who commissioned them. Our readout fits on one page and has four parts:',
        de: 'Niemand liest 60-seitige Forschungsberichte, auch nicht die Leute, die sie in Auftrag gegeben haben. Unsere Auswertung passt auf eine Seite und hat vier Teile:',
        ar: 'لا أحد يقرأ تقارير بحثية من 60 صفحة، ولا حتى من طلبوا إعدادها. أما ملخصنا فيقع في صفحة واحدة ويتألف من أربعة أجزاء:',
      },
    },
    {
      type: 'ul',
      items: [
        {
          en: '**The questions** set on Monday, each with a plain answer: yes, no or mixed.',
          de: '**Die Fragen** vom Montag, jeweils mit einer klaren Antwort: ja, nein oder gemischt.',
          ar: '**الأسئلة** التي حُددت يوم الاثنين، ولكل منها إجابة صريحة: نعم، أو لا، أو متباينة.',
        },
        {
          en: '**What we saw**, as counts and short quotes: “4 of 5 participants looked for export under Settings, not Reports.”',
          de: '**Was wir gesehen haben**, als Zählungen und kurze Zitate: „4 von 5 Teilnehmenden suchten den Export unter Einstellungen, nicht unter Berichte.“',
          ar: '**ما رأيناه**، في صورة أعداد واقتباسات قصيرة: «بحث 4 من 5 مشاركين عن التصدير ضمن الإعدادات، لا ضمن التقارير».',
        },
        {
          en: '**What we are changing**, linked to the tickets in the backlog.',
          de: '**Was wir ändern**, verlinkt mit den Tickets im Backlog.',
          ar: '**ما سنغيّره**، مع ربطه بالتذاكر المقابلة في قائمة المهام المتراكمة (Backlog).',
        },
        {
          en: '**What we are testing next week**, which is usually whether this week’s change worked.',
          de: '**Was wir nächste Woche testen** – meist, ob die Änderung dieser Woche funktioniert hat.',
          ar: '**ما سنختبره الأسبوع المقبل**، وهو في الغالب ما إذا كان تغيير هذا الأسبوع قد نجح.',
        },
      ],
    },
    {
      type: 'quote',
      text: {
        en: 'We don’t ask users what they want. We watch what they do and count how often they do it.',
        de: 'Wir fragen Nutzer nicht, was sie wollen. Wir beobachten, was sie tun, und zählen, wie oft sie es tun.',
        ar: 'لا نسأل المستخدمين عمّا يريدون، بل نراقب ما يفعلونه ونحصي عدد مرات فعله.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Severity is judged with counts, not adjectives. A problem that stopped three of five people is a priority; a problem one person mentioned is a note to watch next week. Over a quarter, a team on this cadence talks to roughly 60 users, more than most annual studies, and every finding arrives while it can still change the product.',
        de: 'Die Schwere eines Problems bewerten wir mit Zahlen, nicht mit Adjektiven. Ein Problem, an dem drei von fünf Personen scheiterten, hat Priorität; ein Problem, das eine Person erwähnte, ist eine Notiz, die wir nächste Woche im Blick behalten. Über ein Quartal spricht ein Team in diesem Rhythmus mit rund 60 Nutzern – mehr als in den meisten Jahresstudien –, und jede Erkenntnis kommt zu einem Zeitpunkt, an dem sie das Produkt noch verändern kann.',
        ar: 'نحكم على خطورة المشكلات بالأعداد لا بالصفات. فالمشكلة التي أوقفت ثلاثة من خمسة أشخاص أولوية، أما المشكلة التي ذكرها شخص واحد فملاحظة نراقبها الأسبوع المقبل. وعلى مدار فصل واحد، يتحدث الفريق الذي يتّبع هذا الإيقاع إلى نحو 60 مستخدمًا، أي أكثر مما تشمله معظم الدراسات السنوية، وتصل كل نتيجة في وقت لا يزال بإمكانها فيه تغيير المنتج.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'If your team wants help starting the habit, our [user research and testing](/services/user-research-and-testing) practice sets up the panel, runs the first month of sessions alongside your designers and then hands over the whole rhythm. For early-stage products we usually build it into a [UI/UX design](/services/ui-ux-design) engagement from the first week, so the first prototype is tested before the first sprint of development starts.',
        de: 'Wenn Ihr Team Unterstützung beim Einstieg in diese Routine möchte, baut unser Bereich [Nutzerforschung und Tests](/services/user-research-and-testing) das Panel auf, führt den ersten Monat der Sessions gemeinsam mit Ihren Designern durch und übergibt dann den gesamten Rhythmus. Bei Produkten in einer frühen Phase integrieren wir das meist ab der ersten Woche in ein Projekt für [UI/UX-Design](/services/ui-ux-design), sodass der erste Prototyp getestet ist, bevor der erste Entwicklungssprint beginnt.',
        ar: 'إذا أراد فريقك مساعدة في ترسيخ هذه العادة، فإن فريق [أبحاث المستخدمين واختبارهم](/services/user-research-and-testing) لدينا يُنشئ مجموعة المشاركين، ويُدير الشهر الأول من الجلسات إلى جانب مصمميك، ثم يسلّم فريقك الإيقاع بأكمله. أما المنتجات في مراحلها المبكرة، فعادةً ما ندمج ذلك في مشروع [تصميم واجهات وتجربة المستخدم](/services/ui-ux-design) منذ الأسبوع الأول، بحيث يُختبر النموذج الأولي الأول قبل أن يبدأ أول سبرنت للتطوير.',
      },
    },
  ],
} satisfies PostInput;
