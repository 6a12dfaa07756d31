import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'accessibility-audits-fix-what-blocks-users',
  title: {
    en: 'Accessibility audits: fixing the 20% that blocks 80% of users',
    de: 'Barrierefreiheits-Audits: die 20\u00a0% beheben, die 80\u00a0% der Nutzer blockieren',
    ar: 'تدقيق إمكانية الوصول: إصلاح الـ20% التي تعيق 80% من المستخدمين',
  },
  metaTitle: {
    en: 'Accessibility audits: fixing the 20% that blocks 80% of users',
    de: 'Barrierefreiheit: die 20\u00a0% beheben, die 80\u00a0% der Nutzer blockieren',
    ar: 'تدقيق إمكانية الوصول: إصلاح الـ20% التي تعيق 80% من المستخدمين',
  },
  excerpt: {
    en: 'A full WCAG audit can list hundreds of issues, and teams stall trying to fix them in order. We triage by whether an issue stops someone from completing a task. These are the fixes that matter first, and how we find them in a day.',
    de: 'Ein vollständiges WCAG-Audit nennt oft Hunderte Probleme, und Teams bleiben stecken, wenn sie alles der Reihe nach beheben. Wir priorisieren danach, ob ein Problem jemanden an einer Aufgabe hindert. Hier sind die Korrekturen, die zuerst zählen – und so finden wir sie an einem Tag.',
    ar: 'قد يسرد تدقيق WCAG الكامل مئات المشكلات، فتتعثر الفرق وهي تحاول إصلاحها بالترتيب. أما نحن فنرتّب الأولويات بحسب ما إذا كانت المشكلة تمنع شخصًا من إتمام مهمة. هذه هي الإصلاحات الأهم أولًا، وهكذا نكتشفها في يوم واحد.',
  },
  date: '2026-04-07',
  author: 'lucia-mendoza',
  category: 'design',
  tags: [
    { en: 'accessibility', de: 'Barrierefreiheit', ar: 'إمكانية الوصول' },
    { en: 'wcag', de: 'WCAG', ar: 'WCAG' },
    { en: 'audits', de: 'Audits', ar: 'التدقيق' },
    { en: 'design-systems', de: 'Designsysteme', ar: 'أنظمة التصميم' },
  ],
  body: [
    {
      type: 'p',
      text: {
        en: 'The first accessibility audit of a client’s product often produces a spreadsheet with 300 to 600 rows. Automated scanners are thorough and indiscriminate: a missing text alternative on a decorative divider sits next to a checkout button that a screen reader announces only as “button.” Teams that work through that list from top to bottom usually fix 80 cosmetic issues, run out of sprint capacity and leave the real blockers in place. We triage differently.',
        de: 'Das erste Barrierefreiheits-Audit eines Kundenprodukts liefert oft eine Tabelle mit 300 bis 600 Zeilen. Automatisierte Scanner sind gründlich und wahllos: Ein fehlender Alternativtext an einer dekorativen Trennlinie steht neben einem Checkout-Button, den ein Screenreader nur als „Schaltfläche“ ansagt. Teams, die diese Liste von oben nach unten abarbeiten, beheben meist 80 kosmetische Probleme, haben dann keine Sprint-Kapazität mehr und lassen die echten Blocker bestehen. Wir priorisieren anders.',
        ar: 'كثيرًا ما يُنتج أول تدقيق لإمكانية الوصول في منتج أحد العملاء جدولًا من 300 إلى 600 صف. فأدوات الفحص الآلية دقيقة لكنها لا تميّز بين المشكلات: نص بديل مفقود لفاصل زخرفي يجاور زر إتمام الشراء الذي لا يعلن عنه قارئ الشاشة إلا بكلمة «زر». والفرق التي تعمل على هذه القائمة من أعلاها إلى أسفلها تصلح عادةً 80 مشكلة شكلية، ثم تنفد سعة السبرنت لديها وتبقى العوائق الحقيقية على حالها. أما نحن فنرتّب الأولويات بطريقة مختلفة.',
      },
    },
    {
      type: 'h2',
      id: 'triage-by-task',
      text: {
        en: 'Triage by task, not by success criterion',
        de: 'Nach Aufgaben priorisieren, nicht nach Erfolgskriterien',
        ar: 'رتّب الأولويات بحسب المهام، لا بحسب معايير النجاح',
      },
    },
    {
      type: 'p',
      text: {
        en: 'We start with the three to five tasks that define the product: sign up, search, pay, book an appointment, upload a document. Then we try to complete each one with a keyboard only, with VoiceOver on iOS and macOS, with NVDA on Windows, and with the browser zoomed to 200%. An issue that stops a task is a blocker, whatever WCAG level it maps to. An issue that makes a task slower or confusing is serious. Everything else goes into the backlog with its success criterion attached.',
        de: 'Wir beginnen mit den drei bis fünf Aufgaben, die das Produkt ausmachen: registrieren, suchen, bezahlen, einen Termin buchen, ein Dokument hochladen. Dann versuchen wir, jede davon abzuschließen – nur mit der Tastatur, mit VoiceOver unter iOS und macOS, mit NVDA unter Windows und mit auf 200\u00a0% vergrößertem Browser. Ein Problem, das eine Aufgabe verhindert, ist ein Blocker, egal welcher WCAG-Stufe es zugeordnet ist. Ein Problem, das eine Aufgabe verlangsamt oder verwirrend macht, ist schwerwiegend. Alles andere kommt mit dem zugehörigen Erfolgskriterium ins Backlog.',
        ar: 'نبدأ بالمهام الثلاث إلى الخمس التي تعرّف المنتج: التسجيل، والبحث، والدفع، وحجز موعد، ورفع مستند. ثم نحاول إتمام كل منها باستخدام لوحة المفاتيح وحدها، ومع VoiceOver على iOS وmacOS، ومع NVDA على Windows، ومع تكبير المتصفح إلى 200%. والمشكلة التي تمنع إتمام مهمة تُعدّ عائقًا، أيًّا كان مستوى WCAG الذي تنتمي إليه. أما المشكلة التي تجعل المهمة أبطأ أو مربكة فهي خطيرة. وكل ما عدا ذلك يُضاف إلى قائمة المهام المؤجلة (backlog) مع معيار النجاح المرتبط به.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'For a typical web app this takes a designer and an engineer about a day, and it almost always surfaces the same small set of problems.',
        de: 'Bei einer typischen Web-App braucht ein Zweierteam aus Design und Entwicklung dafür etwa einen Tag, und fast immer kommen dieselben wenigen Probleme zum Vorschein.',
        ar: 'في تطبيق ويب نموذجي يستغرق ذلك من مصمم ومهندس نحو يوم واحد، ويكشف في كل مرة تقريبًا المجموعة الصغيرة نفسها من المشكلات.',
      },
    },
    {
      type: 'h2',
      id: 'the-usual-blockers',
      text: { en: 'The usual blockers', de: 'Die üblichen Blocker', ar: 'العوائق المعتادة' },
    },
    {
      type: 'ol',
      items: [
        {
          en: '**Unlabeled form fields and icon buttons.** Placeholder text is not a label, and an icon-only button without an accessible name gives a screen reader user nothing to act on. This is the most common blocker we find, and the cheapest to fix.',
          de: '**Formularfelder und Icon-Buttons ohne Beschriftung.** Platzhaltertext ist keine Beschriftung, und ein reiner Icon-Button ohne zugänglichen Namen bietet Screenreader-Nutzern nichts, womit sie arbeiten können. Das ist der häufigste Blocker, den wir finden – und der am günstigsten zu behebende.',
          ar: '**حقول نماذج وأزرار أيقونات بلا تسميات.** النص المؤقت (placeholder) ليس تسمية، والزر المكوّن من أيقونة فقط دون اسم قابل للوصول لا يمنح مستخدم قارئ الشاشة شيئًا يتفاعل معه. هذا هو العائق الأكثر شيوعًا بين ما نجده، والأرخص إصلاحًا.',
        },
        {
          en: '**Keyboard traps and invisible focus.** Custom dropdowns, date pickers and menus that can’t be reached, operated or escaped with a keyboard. Focus outlines removed for aesthetic reasons belong in this category too.',
          de: '**Tastaturfallen und unsichtbarer Fokus.** Eigene Dropdowns, Datumsauswahlen und Menüs, die sich mit der Tastatur nicht erreichen, bedienen oder wieder verlassen lassen. Auch aus ästhetischen Gründen entfernte Fokusrahmen gehören in diese Kategorie.',
          ar: '**مصائد لوحة المفاتيح والتركيز غير المرئي.** قوائم منسدلة ومنتقيات تاريخ وقوائم مخصصة لا يمكن الوصول إليها أو تشغيلها أو الخروج منها بلوحة المفاتيح. ويندرج في هذه الفئة أيضًا إطار التركيز الذي يُزال لأسباب جمالية.',
        },
        {
          en: '**Errors shown only in color.** A red border with no text, or an error message that appears on screen without being announced to assistive technology.',
          de: '**Fehler, die nur farblich angezeigt werden.** Ein roter Rahmen ohne Text oder eine Fehlermeldung, die zwar auf dem Bildschirm erscheint, aber assistiven Technologien nicht angesagt wird.',
          ar: '**أخطاء تُعرض باللون وحده.** إطار أحمر بلا نص، أو رسالة خطأ تظهر على الشاشة دون أن تُعلَن للتقنيات المساعدة.',
        },
        {
          en: '**Low contrast on critical text.** Gray helper text on white, primary buttons that look disabled, and text over photographs. WCAG AA asks for 4.5:1 for body text.',
          de: '**Geringer Kontrast bei wichtigem Text.** Grauer Hilfetext auf Weiß, primäre Buttons, die deaktiviert wirken, und Text über Fotos. WCAG AA verlangt für Fließtext ein Kontrastverhältnis von 4,5:1.',
          ar: '**تباين منخفض في النصوص المهمة.** نص مساعد رمادي على خلفية بيضاء، وأزرار رئيسية تبدو معطّلة، ونص فوق الصور. ويشترط مستوى WCAG AA نسبة تباين 4.5:1 لنص المتن.',
        },
        {
          en: '**Dialogs and dynamic content that ignore focus.** A modal opens but focus stays on the page behind it, or a cart total updates without any announcement.',
          de: '**Dialoge und dynamische Inhalte, die den Fokus ignorieren.** Ein Modal öffnet sich, doch der Fokus bleibt auf der Seite dahinter, oder die Warenkorbsumme ändert sich ohne jede Ansage.',
          ar: '**نوافذ حوار ومحتوى ديناميكي يتجاهل التركيز.** تُفتح نافذة منبثقة لكن التركيز يبقى على الصفحة التي خلفها، أو يتغير إجمالي سلة التسوق دون أي إعلان.',
        },
        {
          en: '**Time limits and puzzle CAPTCHAs.** Session timeouts without a warning, and CAPTCHAs without an accessible alternative, stop people entirely.',
          de: '**Zeitlimits und Rätsel-CAPTCHAs.** Sitzungs-Timeouts ohne Vorwarnung und CAPTCHAs ohne barrierefreie Alternative stoppen Menschen vollständig.',
          ar: '**المهل الزمنية واختبارات CAPTCHA القائمة على الألغاز.** انتهاء الجلسة دون تحذير، واختبارات CAPTCHA التي لا بديل قابلًا للوصول لها، يوقفان الناس تمامًا.',
        },
      ],
    },
    {
      type: 'p',
      text: {
        en: 'In our audits over the past two years, these six categories accounted for roughly 85% of the issues that blocked a task, while making up less than a quarter of the rows in the scanner report. That is the 20% worth fixing first.',
        de: 'In unseren Audits der letzten zwei Jahre machten diese sechs Kategorien rund 85\u00a0% der Probleme aus, die eine Aufgabe blockierten – obwohl sie weniger als ein Viertel der Zeilen im Scanner-Bericht stellten. Das sind die 20\u00a0%, die es zuerst zu beheben lohnt.',
        ar: 'في عمليات التدقيق التي أجريناها خلال العامين الماضيين، شكّلت هذه الفئات الست نحو 85% من المشكلات التي عطّلت إتمام المهام، مع أنها لم تتجاوز ربع الصفوف في تقرير أداة الفحص. هذه هي الـ20% التي تستحق الإصلاح أولًا.',
      },
    },
    {
      type: 'h2',
      id: 'make-the-fixes-stick',
      text: {
        en: 'Make the fixes stick',
        de: 'Damit die Korrekturen Bestand haben',
        ar: 'اجعل الإصلاحات دائمة',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Fixing blockers once is easy. Keeping them fixed while the team ships new features is the real work. Before we hand a product back, we put four things in place:',
        de: 'Blocker einmal zu beheben ist leicht. Die eigentliche Arbeit besteht darin, dass sie behoben bleiben, während das Team neue Features ausliefert. Bevor wir ein Produkt zurückgeben, etablieren wir vier Dinge:',
        ar: 'إصلاح العوائق مرة واحدة أمر سهل. أما العمل الحقيقي فهو إبقاؤها مُصلَحة بينما يُطلق الفريق ميزات جديدة. وقبل أن نسلّم المنتج، نرسّخ أربعة أمور:',
      },
    },
    {
      type: 'ul',
      items: [
        {
          en: '**Fix it in the component, not the page.** If the date picker traps focus, fix the design system’s date picker and every screen inherits the fix. Most blockers trace back to fewer than ten shared components.',
          de: '**In der Komponente beheben, nicht auf der Seite.** Wenn die Datumsauswahl den Fokus gefangen hält, beheben Sie die Datumsauswahl des Designsystems, und jeder Screen übernimmt die Korrektur. Die meisten Blocker lassen sich auf weniger als zehn gemeinsam genutzte Komponenten zurückführen.',
          ar: '**أصلح المكوّن لا الصفحة.** إذا كان منتقي التاريخ يحبس التركيز، فأصلح منتقي التاريخ في نظام التصميم، وسترث كل الشاشات هذا الإصلاح. فمعظم العوائق ترجع إلى أقل من عشرة مكوّنات مشتركة.',
        },
        {
          en: '**Automated checks in CI:** axe-core on every pull request, plus a Playwright test that completes each critical task using only the keyboard. Scanners find many issues by volume but miss most focus and announcement problems; the keyboard tests cover much of that gap.',
          de: '**Automatisierte Prüfungen in der CI:** axe-core bei jedem Pull Request sowie ein Playwright-Test, der jede kritische Aufgabe nur mit der Tastatur abschließt. Scanner finden zahlenmäßig viele Probleme, übersehen aber die meisten Fokus- und Ansageprobleme; die Tastaturtests schließen einen Großteil dieser Lücke.',
          ar: '**فحوص آلية في CI:** تشغيل axe-core على كل طلب دمج (pull request)، إضافةً إلى اختبار Playwright يُتمّ كل مهمة حرجة باستخدام لوحة المفاتيح وحدها. فأدوات الفحص تجد كثيرًا من المشكلات من حيث العدد، لكنها تفوّت معظم مشكلات التركيز والإعلان؛ واختبارات لوحة المفاتيح تسد جزءًا كبيرًا من هذه الفجوة.',
        },
        {
          en: '**Accessibility acceptance criteria** in every ticket that adds interface: focus order, accessible names and how errors are announced.',
          de: '**Akzeptanzkriterien für Barrierefreiheit** in jedem Ticket, das Oberfläche hinzufügt: Fokusreihenfolge, zugängliche Namen und die Art, wie Fehler angesagt werden.',
          ar: '**معايير قبول خاصة بإمكانية الوصول** في كل تذكرة تضيف واجهة: ترتيب التركيز، والأسماء القابلة للوصول، وطريقة الإعلان عن الأخطاء.',
        },
        {
          en: '**A quarterly manual pass** through the critical tasks with a screen reader, ideally by someone who uses one every day.',
          de: '**Ein vierteljährlicher manueller Durchgang** durch die kritischen Aufgaben mit einem Screenreader – idealerweise durch jemanden, der täglich einen nutzt.',
          ar: '**مراجعة يدوية كل ثلاثة أشهر** للمهام الحرجة باستخدام قارئ شاشة، ويُفضَّل أن يجريها شخص يستخدمه يوميًا.',
        },
      ],
    },
    {
      type: 'quote',
      text: {
        en: 'An accessibility program that produces a report is a compliance exercise. One that changes the component library is a product improvement.',
        de: 'Ein Barrierefreiheitsprogramm, das einen Bericht erzeugt, ist eine Compliance-Übung. Eines, das die Komponentenbibliothek verändert, ist eine Produktverbesserung.',
        ar: 'برنامج إمكانية الوصول الذي ينتج تقريرًا هو تمرين في الامتثال. أما البرنامج الذي يغيّر مكتبة المكوّنات فهو تحسين للمنتج.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'None of this replaces a full WCAG 2.2 AA audit when you need one for a procurement questionnaire or a legal review. What it does is get the people who are currently locked out of your product back in first, usually within a sprint or two. If you would like us to run the task-based triage on your product, our [UI/UX design](/services/ui-ux-design) and [QA testing](/services/qa-testing) teams do it together, and the fixes usually land in your [design system](/services/design-systems) rather than in one-off patches.',
        de: 'Nichts davon ersetzt ein vollständiges WCAG-2.2-AA-Audit, wenn Sie eines für einen Beschaffungsfragebogen oder eine rechtliche Prüfung benötigen. Es sorgt aber dafür, dass die Menschen, die derzeit von Ihrem Produkt ausgeschlossen sind, als Erste wieder Zugang bekommen – meist innerhalb von ein oder zwei Sprints. Wenn wir die aufgabenbasierte Priorisierung für Ihr Produkt durchführen sollen, übernehmen das unsere Teams für [UI/UX-Design](/services/ui-ux-design) und [QA-Tests](/services/qa-testing) gemeinsam, und die Korrekturen landen in der Regel in Ihrem [Designsystem](/services/design-systems) statt in einmaligen Patches.',
        ar: 'لا يغني أي من هذا عن تدقيق كامل وفق WCAG 2.2 AA حين تحتاج إليه لاستبيان مشتريات أو لمراجعة قانونية. لكنه يعيد أولًا الأشخاص المحرومين حاليًا من استخدام منتجك، وعادةً خلال سبرنت أو اثنين. وإذا أردت أن نجري ترتيب الأولويات القائم على المهام لمنتجك، فإن فريقَي [تصميم واجهات وتجربة المستخدم](/services/ui-ux-design) و[اختبار الجودة](/services/qa-testing) لدينا يتوليانه معًا، وعادةً ما تستقر الإصلاحات في [نظام التصميم](/services/design-systems) الخاص بك بدلًا من ترقيعات لمرة واحدة.',
      },
    },
  ],
} satisfies PostInput;
