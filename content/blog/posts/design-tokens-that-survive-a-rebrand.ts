import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'design-tokens-that-survive-a-rebrand',
  title: {
    en: 'Design tokens that survive a rebrand',
    de: 'Design-Tokens, die ein Rebranding überstehen',
    ar: 'رموز تصميم تصمد أمام تغيير الهوية البصرية',
  },
  excerpt: {
    en: 'Most token systems break the first time the brand changes, because they name colors after what they look like. Here is the three-tier structure we use so that a rebrand touches one file instead of four hundred components.',
    de: 'Die meisten Token-Systeme scheitern beim ersten Markenwechsel, weil ihre Farben nach dem Aussehen benannt sind. So sieht die dreistufige Struktur aus, mit der ein Rebranding eine einzige Datei betrifft statt vierhundert Komponenten.',
    ar: 'تنهار معظم أنظمة الرموز عند أول تغيير في الهوية البصرية، لأنها تسمّي الألوان بحسب مظهرها. وهنا نعرض البنية ثلاثية المستويات التي نعتمدها، بحيث يقتصر تغيير الهوية على ملف واحد بدلًا من أربعمئة مكوّن.',
  },
  date: '2025-03-11',
  author: 'lucia-mendoza',
  category: 'design',
  tags: [
    { en: 'design-systems', de: 'Designsysteme', ar: 'أنظمة التصميم' },
    { en: 'design-tokens', de: 'Design-Tokens', ar: 'رموز التصميم' },
    { en: 'branding', de: 'Branding', ar: 'الهوية البصرية' },
    { en: 'figma', de: 'Figma', ar: 'Figma' },
  ],
  body: [
    {
      type: 'p',
      text: {
        en: 'Last year a fintech client changed its primary color from a deep blue to a green after an acquisition. Their design system had roughly 420 components shared between a React web app and a React Native app. The color change took us four days, including accessibility checks, and most of that time went into reviewing screenshots. Two years earlier, a similar rebrand for a different client had taken eleven weeks. The difference wasn’t the tooling. It was how the tokens were named.',
        de: 'Im vergangenen Jahr hat ein Fintech-Kunde nach einer Übernahme seine Primärfarbe von einem tiefen Blau auf ein Grün umgestellt. Sein Designsystem umfasste rund 420 Komponenten, die eine React-Web-App und eine React-Native-App gemeinsam nutzten. Die Farbänderung kostete uns vier Tage, Barrierefreiheitsprüfungen eingeschlossen, und den Großteil dieser Zeit verbrachten wir mit der Durchsicht von Screenshots. Zwei Jahre zuvor hatte ein ähnliches Rebranding bei einem anderen Kunden elf Wochen gedauert. Der Unterschied lag nicht an den Werkzeugen, sondern an der Benennung der Tokens.',
        ar: 'في العام الماضي غيّر أحد عملائنا في قطاع التقنية المالية لونه الأساسي من الأزرق الداكن إلى الأخضر بعد عملية استحواذ. وكان نظام التصميم لديه يضم نحو 420 مكوّنًا مشتركًا بين تطبيق ويب مبني بـReact وتطبيق مبني بـReact Native. استغرق تغيير اللون أربعة أيام، بما فيها فحوص إمكانية الوصول، وذهب معظم ذلك الوقت في مراجعة لقطات الشاشة. وقبل ذلك بعامين، استغرق تغيير مماثل للهوية لدى عميل آخر أحد عشر أسبوعًا. ولم يكن الفرق في الأدوات، بل في طريقة تسمية رموز التصميم (design tokens).',
      },
    },
    {
      type: 'h2',
      id: 'name-the-decision',
      text: {
        en: 'Name the decision, not the value',
        de: 'Benennen Sie die Entscheidung, nicht den Wert',
        ar: 'سمِّ القرار لا القيمة',
      },
    },
    {
      type: 'p',
      text: {
        en: 'The most common token mistake we inherit is a flat list such as blue-500, blue-600 and spacing-16, used directly in components. That is a palette with extra steps. When blue stops being the brand color, every component that says blue is now wrong, and someone has to find and judge each one by hand. We structure tokens in three tiers instead, and components may only reference the top two:',
        de: 'Der häufigste Token-Fehler, den wir übernehmen, ist eine flache Liste wie blue-500, blue-600 und spacing-16, die direkt in Komponenten verwendet wird. Das ist eine Farbpalette mit Umwegen. Sobald Blau nicht mehr die Markenfarbe ist, ist jede Komponente, die „blue“ sagt, falsch, und jemand muss jede einzelne von Hand finden und beurteilen. Wir strukturieren Tokens stattdessen in drei Ebenen, und Komponenten dürfen nur auf die oberen beiden verweisen:',
        ar: 'أكثر أخطاء الرموز شيوعًا فيما نرثه من مشاريع هو قائمة مسطحة مثل blue-500 وblue-600 وspacing-16 تُستخدم مباشرةً في المكوّنات. وهذه مجرد لوحة ألوان بخطوات إضافية. فحين يكفّ الأزرق عن كونه لون العلامة التجارية، يصبح كل مكوّن يذكر الأزرق خاطئًا، ويتعيّن على أحدهم أن يعثر على كل واحد منها ويقيّمه يدويًا. لذلك نبني الرموز في ثلاثة مستويات، ولا يُسمح للمكوّنات بالإشارة إلا إلى المستويين الأعليين:',
      },
    },
    {
      type: 'ol',
      items: [
        {
          en: '**Primitives** describe raw values: palette.green.600, space.4, radius.2. They carry no meaning, and no component may reference them directly.',
          de: '**Primitives** beschreiben Rohwerte: palette.green.600, space.4, radius.2. Sie tragen keine Bedeutung, und keine Komponente darf direkt auf sie verweisen.',
          ar: '**الرموز الأولية** تصف القيم الخام: palette.green.600 وspace.4 وradius.2. وهي لا تحمل أي معنى، ولا يجوز لأي مكوّن الإشارة إليها مباشرةً.',
        },
        {
          en: '**Semantic tokens** describe a role: action.primary.bg, text.muted, surface.raised, border.danger. This is where brand decisions live.',
          de: '**Semantische Tokens** beschreiben eine Rolle: action.primary.bg, text.muted, surface.raised, border.danger. Hier sind die Markenentscheidungen verankert.',
          ar: '**الرموز الدلالية** تصف دورًا: action.primary.bg وtext.muted وsurface.raised وborder.danger. وهنا تستقر قرارات العلامة التجارية.',
        },
        {
          en: '**Component tokens** describe one part of one component: button.primary.bg, input.border.focus. They point at semantic tokens and exist only where a component genuinely needs to diverge.',
          de: '**Komponenten-Tokens** beschreiben einen Teil einer Komponente: button.primary.bg, input.border.focus. Sie verweisen auf semantische Tokens und existieren nur dort, wo eine Komponente tatsächlich abweichen muss.',
          ar: '**رموز المكوّنات** تصف جزءًا واحدًا من مكوّن واحد: button.primary.bg وinput.border.focus. وهي تشير إلى الرموز الدلالية، ولا توجد إلا حيث يحتاج المكوّن فعلًا إلى الاختلاف.',
        },
      ],
    },
    {
      type: 'p',
      text: {
        en: 'A rebrand then becomes a change to the semantic tier: action.primary.bg stops pointing at a blue primitive and starts pointing at a green one. The component layer doesn’t change at all. In the format of the W3C Design Tokens Community Group, a trimmed version of that structure looks like this:',
        de: 'Ein Rebranding wird so zu einer Änderung auf der semantischen Ebene: action.primary.bg verweist nicht mehr auf ein blaues, sondern auf ein grünes Primitive. Die Komponentenebene ändert sich überhaupt nicht. Im Format der W3C Design Tokens Community Group sieht eine gekürzte Fassung dieser Struktur so aus:',
        ar: 'وعندها يصبح تغيير الهوية تعديلًا في المستوى الدلالي: يتوقف action.primary.bg عن الإشارة إلى رمز أولي أزرق ويبدأ بالإشارة إلى رمز أخضر. أما طبقة المكوّنات فلا تتغير إطلاقًا. وبصيغة مجموعة W3C Design Tokens Community Group، تبدو نسخة مختصرة من هذه البنية كالتالي:',
      },
    },
    {
      type: 'code',
      language: 'json',
      code: `{
  "palette": {
    "green": {
      "600": { "$type": "color", "$value": "#1F6F5C" },
      "700": { "$type": "color", "$value": "#185A4B" }
    },
    "neutral": {
      "0": { "$type": "color", "$value": "#FFFFFF" }
    }
  },
  "action": {
    "primary": {
      "bg": { "$type": "color", "$value": "{palette.green.600}" },
      "bg-hover": { "$type": "color", "$value": "{palette.green.700}" },
      "fg": { "$type": "color", "$value": "{palette.neutral.0}" }
    }
  },
  "button": {
    "primary": {
      "bg": { "$type": "color", "$value": "{action.primary.bg}" },
      "label": { "$type": "color", "$value": "{action.primary.fg}" }
    }
  }
}`,
    },
    {
      type: 'h2',
      id: 'what-actually-breaks',
      text: {
        en: 'What actually breaks during a rebrand',
        de: 'Was bei einem Rebranding wirklich kaputtgeht',
        ar: 'ما الذي يتعطل فعلًا عند تغيير الهوية',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Good naming gets you most of the way. The remaining problems are predictable enough that we now check for them before a new palette is approved:',
        de: 'Mit guter Benennung ist der größte Teil geschafft. Die übrigen Probleme sind so vorhersehbar, dass wir sie inzwischen prüfen, bevor eine neue Farbpalette freigegeben wird:',
        ar: 'التسمية الجيدة تقطع بك معظم الطريق. أما المشكلات المتبقية فيمكن توقعها إلى حد يجعلنا نفحصها الآن قبل اعتماد أي لوحة ألوان جديدة:',
      },
    },
    {
      type: 'ul',
      items: [
        {
          en: '**Contrast pairs.** A semantic foreground token and its background are a pair. We test every pair against WCAG 2.2 AA in CI, so a brand color that fails 4.5:1 with white text fails the build, not an audit six months later.',
          de: '**Kontrastpaare.** Ein semantischer Vordergrund-Token und sein Hintergrund bilden ein Paar. Wir testen jedes Paar in der CI gegen WCAG 2.2 AA, sodass eine Markenfarbe, die mit weißem Text 4,5:1 verfehlt, den Build scheitern lässt – und nicht erst ein Audit sechs Monate später.',
          ar: '**أزواج التباين.** رمز المقدمة الدلالي وخلفيته يشكّلان زوجًا. ونختبر كل زوج وفق WCAG 2.2 AA ضمن CI، بحيث يُفشل لونُ العلامة الذي لا يحقق نسبة 4.5:1 مع النص الأبيض عمليةَ البناء، بدلًا من أن يظهر في تدقيق بعد ستة أشهر.',
        },
        {
          en: '**Color used as meaning.** Brands that move to green collide with success states, and brands that move to red collide with errors. Decide early whether the status color shifts hue or the brand color gets a darker variant.',
          de: '**Farbe als Bedeutungsträger.** Marken, die zu Grün wechseln, kollidieren mit Erfolgszuständen, und Marken, die zu Rot wechseln, mit Fehlermeldungen. Entscheiden Sie früh, ob die Statusfarbe ihren Farbton ändert oder die Markenfarbe eine dunklere Variante erhält.',
          ar: '**اللون بوصفه دلالة.** العلامات التي تنتقل إلى الأخضر تتصادم مع حالات النجاح، والتي تنتقل إلى الأحمر تتصادم مع الأخطاء. فقرّر مبكرًا ما إذا كان لون الحالة سيغيّر درجته أم أن لون العلامة سيحصل على نسخة أغمق.',
        },
        {
          en: '**Hard-coded values.** A lint rule rejects hex values and pixel spacing in component styles. On inherited codebases the first run usually finds a few hundred; we fix them before the rebrand, not during it.',
          de: '**Fest codierte Werte.** Eine Lint-Regel weist Hex-Werte und Pixelabstände in Komponenten-Styles zurück. In übernommenen Codebasen findet der erste Durchlauf meist einige Hundert davon; wir beheben sie vor dem Rebranding, nicht währenddessen.',
          ar: '**القيم المكتوبة مباشرةً في الشيفرة.** قاعدة فحص (lint) ترفض القيم السداسية العشرية والمسافات بالبكسل في أنماط المكوّنات. وفي قواعد الشيفرة الموروثة يكشف التشغيل الأول عادةً بضع مئات منها؛ ونحن نصلحها قبل تغيير الهوية لا أثناءه.',
        },
        {
          en: '**Illustrations and charts.** Data-visualization palettes are often maintained separately and forgotten. Put them in the token file too, under their own semantic group.',
          de: '**Illustrationen und Diagramme.** Paletten für Datenvisualisierung werden oft separat gepflegt und vergessen. Nehmen Sie sie ebenfalls in die Token-Datei auf, in einer eigenen semantischen Gruppe.',
          ar: '**الرسوم التوضيحية والمخططات.** كثيرًا ما تُدار لوحات ألوان عرض البيانات بشكل منفصل فتُنسى. ضعها هي أيضًا في ملف الرموز، ضمن مجموعة دلالية خاصة بها.',
        },
      ],
    },
    {
      type: 'h2',
      id: 'one-source-many-platforms',
      text: {
        en: 'One source, many platforms',
        de: 'Eine Quelle, viele Plattformen',
        ar: 'مصدر واحد ومنصات متعددة',
      },
    },
    {
      type: 'p',
      text: {
        en: 'We keep tokens in a single JSON source and generate CSS custom properties for the web, a TypeScript module for React Native and a Dart file for Flutter with Style Dictionary. Designers work from the same source through a sync with Figma variables, and every change goes through a pull request with a visual diff of the affected components. The point is that there is no second copy of the truth to drift out of date.',
        de: 'Wir halten Tokens in einer einzigen JSON-Quelle und erzeugen daraus mit Style Dictionary CSS Custom Properties für das Web, ein TypeScript-Modul für React Native und eine Dart-Datei für Flutter. Designer arbeiten über eine Synchronisierung mit Figma-Variablen aus derselben Quelle, und jede Änderung läuft über einen Pull Request mit einem visuellen Diff der betroffenen Komponenten. Entscheidend ist, dass es keine zweite Kopie der Wahrheit gibt, die veralten kann.',
        ar: 'نحفظ الرموز في مصدر JSON واحد، ونولّد منه باستخدام Style Dictionary خصائص CSS مخصصة للويب، ووحدة TypeScript لـReact Native، وملف Dart لـFlutter. ويعمل المصممون من المصدر نفسه عبر مزامنة مع متغيرات Figma، ويمر كل تغيير عبر طلب دمج (pull request) مرفق بمقارنة مرئية للمكوّنات المتأثرة. والغاية ألا توجد نسخة ثانية من الحقيقة قد تتقادم.',
      },
    },
    {
      type: 'quote',
      text: {
        en: 'If your rebrand requires a find-and-replace across the codebase, you don’t have a design system. You have a style guide with a build step.',
        de: 'Wenn Ihr Rebranding ein Suchen-und-Ersetzen quer durch die Codebasis erfordert, haben Sie kein Designsystem. Sie haben einen Styleguide mit Build-Schritt.',
        ar: 'إذا كان تغيير هويتك يتطلب عملية بحث واستبدال عبر قاعدة الشيفرة كلها، فليس لديك نظام تصميم، بل دليل أنماط مزوَّد بخطوة بناء.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Token architecture is rarely what clients ask about when they hire us for a [design system](/services/design-systems), but it is the part that decides whether the system is still in use three years later. If you are planning a rebrand and dreading the engineering side, start by counting how many components reference primitives or raw values directly. That number is your real estimate, and reducing it is the cheapest work you can do before the new brand arrives.',
        de: 'Nach der Token-Architektur fragen Kunden selten, wenn sie uns für ein [Designsystem](/services/design-systems) beauftragen, doch genau sie entscheidet, ob das System drei Jahre später noch genutzt wird. Wenn Sie ein Rebranding planen und die technische Seite fürchten, zählen Sie zuerst, wie viele Komponenten direkt auf Primitives oder Rohwerte verweisen. Diese Zahl ist Ihre eigentliche Schätzung, und sie zu senken ist die günstigste Arbeit, die Sie erledigen können, bevor die neue Marke kommt.',
        ar: 'نادرًا ما يسأل العملاء عن بنية الرموز حين يكلّفوننا ببناء [نظام تصميم](/services/design-systems)، لكنها الجزء الذي يحدد ما إذا كان النظام سيظل مستخدمًا بعد ثلاث سنوات. فإذا كنت تخطط لتغيير الهوية وتخشى الجانب الهندسي، فابدأ بعدّ المكوّنات التي تشير مباشرةً إلى الرموز الأولية أو القيم الخام. هذا العدد هو تقديرك الحقيقي، وتقليصه هو أرخص عمل يمكنك إنجازه قبل وصول الهوية الجديدة.',
      },
    },
  ],
} satisfies PostInput;
