import type { PageInput } from '../schema/index.ts';

export default {
  id: 'fund',
  pageType: 'fund',
  path: '/fund',
  title: { en: 'Fernhill Fund', de: 'Fernhill Fund', ar: 'صندوق Fernhill' },
  description: {
    en: 'The Fernhill Fund invests up to $250,000 of design and engineering work in early-stage startups in exchange for equity. See the terms and how to apply.',
    de: 'Der Fernhill Fund investiert Design- und Entwicklungsleistung im Wert von bis zu 250.000\u00a0$ in junge Start-ups – gegen Anteile. Konditionen und Bewerbung.',
    ar: 'يستثمر صندوق Fernhill ما يصل إلى $250,000 من أعمال التصميم والهندسة في الشركات الناشئة في مراحلها المبكرة مقابل حصة فيها. تعرّف على الشروط وطريقة التقديم.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: { en: 'Fernhill Fund', de: 'Fernhill Fund', ar: 'صندوق Fernhill' },
      heading: {
        en: 'Up to $250k of product work, invested for equity',
        de: 'Bis zu 250.000\u00a0$ an Produktentwicklung – investiert gegen Anteile',
        ar: 'ما يصل إلى $250,000 من العمل على منتجك، نستثمرها مقابل حصة',
      },
      lead: {
        en: 'The Fernhill Fund backs pre-seed and seed founders with what they usually cannot buy before a priced round: a senior team that designs, builds and ships the first real version of their product. We invest our hours instead of cash and take a minority stake alongside you.',
        de: 'Der Fernhill Fund unterstützt Gründerinnen und Gründer in der Pre-Seed- und Seed-Phase mit dem, was sie sich vor einer bewerteten Finanzierungsrunde meist nicht leisten können: einem erfahrenen Team, das die erste echte Version ihres Produkts gestaltet, entwickelt und ausliefert. Wir investieren unsere Arbeitszeit statt Geld und beteiligen uns als Minderheitsgesellschafter an Ihrer Seite.',
        ar: 'يدعم صندوق Fernhill المؤسسين في مرحلتَي ما قبل البذرة والبذرة بما يعجزون عادةً عن شرائه قبل جولة تمويل بتقييم محدد: فريق من الخبراء يصمم النسخة الحقيقية الأولى من منتجهم ويبنيها ويطلقها. نستثمر ساعات عملنا بدلًا من المال، ونحصل على حصة أقلية إلى جانبك.',
      },
      primaryAction: {
        label: {
          en: 'Apply to the Fund',
          de: 'Beim Fernhill Fund bewerben',
          ar: 'قدّم طلبك إلى الصندوق',
        },
        href: '/application',
      },
      secondaryAction: {
        label: { en: 'How it works', de: 'So funktioniert es', ar: 'آلية العمل' },
        href: '/fund#how-it-works',
      },
    },
    {
      type: 'stats',
      heading: {
        en: 'The Fund in numbers',
        de: 'Der Fernhill Fund in Zahlen',
        ar: 'الصندوق بالأرقام',
      },
      items: [
        {
          value: { en: '$250k', de: '250.000\u00a0$', ar: '$250,000' },
          label: {
            en: 'maximum investment in design and engineering work',
            de: 'maximale Investition in Design- und Entwicklungsleistung',
            ar: 'الحد الأقصى للاستثمار في أعمال التصميم والهندسة',
          },
        },
        {
          value: { en: '4–8%', de: '4–8\u00a0%', ar: '4–8%' },
          label: {
            en: 'typical equity stake, via a post-money SAFE',
            de: 'übliche Beteiligung, über einen Post-Money-SAFE',
            ar: 'الحصة المعتادة، عبر اتفاقية SAFE بتقييم ما بعد الاستثمار',
          },
        },
        {
          value: { en: '6–8', de: '6–8', ar: '6–8' },
          label: {
            en: 'startups backed each year',
            de: 'geförderte Start-ups pro Jahr',
            ar: 'شركات ناشئة ندعمها كل عام',
          },
        },
        {
          value: { en: '16 weeks', de: '16 Wochen', ar: '16 أسبوعًا' },
          label: {
            en: 'median time from signed SAFE to launch',
            de: 'im Median von der SAFE-Unterzeichnung bis zum Launch',
            ar: 'المدة الوسيطة من توقيع اتفاقية SAFE حتى الإطلاق',
          },
        },
      ],
    },
    {
      type: 'features',
      id: 'what-you-get',
      heading: {
        en: 'What the Fund puts to work for you',
        de: 'Was der Fernhill Fund für Sie einsetzt',
        ar: 'ما يسخّره الصندوق لخدمتك',
      },
      intro: {
        en: 'You get the same team and process our paying clients get. The only difference is how it is paid for.',
        de: 'Sie erhalten dasselbe Team und denselben Prozess wie unsere zahlenden Kunden. Der einzige Unterschied ist die Art der Bezahlung.',
        ar: 'تحصل على الفريق نفسه وأسلوب العمل نفسه اللذين يحصل عليهما عملاؤنا الذين يدفعون مقابل خدماتنا، والفرق الوحيد هو طريقة الدفع.',
      },
      items: [
        {
          title: {
            en: 'A dedicated product team',
            de: 'Ein eigenes Produktteam',
            ar: 'فريق منتج مخصص لك',
          },
          text: {
            en: 'A product manager, a product designer, two or three engineers and QA, working with you for four to six months. The team is fixed for the whole investment period, not pulled in between client projects.',
            de: 'Ein Produktmanager, ein Produktdesigner, zwei oder drei Entwicklerinnen und Entwickler sowie die Qualitätssicherung arbeiten vier bis sechs Monate lang mit Ihnen. Das Team bleibt über den gesamten Investitionszeitraum fest besetzt und arbeitet nicht nur zwischen anderen Kundenprojekten an Ihrem Produkt.',
            ar: 'مدير منتج ومصمم منتج ومهندسان أو ثلاثة ومختص ضمان جودة، يعملون معك مدة تتراوح بين أربعة وستة أشهر. ويبقى الفريق ثابتًا طوال فترة الاستثمار، ولا يعمل على منتجك في الفترات الفاصلة بين مشاريع عملاء آخرين.',
          },
        },
        {
          title: {
            en: 'Discovery before code',
            de: 'Discovery-Phase vor dem Code',
            ar: 'الاستكشاف قبل كتابة الشيفرة',
          },
          text: {
            en: 'Every investment starts with a two-week [Fuse](/fuse) discovery sprint. You leave with a tested prototype, a prioritized backlog and an estimate that tells you exactly how far the investment will take you.',
            de: 'Jede Investition beginnt mit einem zweiwöchigen Discovery-Sprint mit [Fuse](/fuse). Danach haben Sie einen getesteten Prototyp, ein priorisiertes Backlog und eine Schätzung, die Ihnen genau sagt, wie weit Sie mit der Investition kommen.',
            ar: 'يبدأ كل استثمار بسبرنت استكشاف مدته أسبوعان مع [Fuse](/fuse)، تخرج منه بنموذج أولي مختبَر، وقائمة أعمال مرتبة حسب الأولوية، وتقدير يوضح لك بدقة إلى أي مدى سيوصلك الاستثمار.',
          },
        },
        {
          title: {
            en: 'Foundations that survive due diligence',
            de: 'Ein Fundament, das der Due Diligence standhält',
            ar: 'أسس متينة تجتاز فحص العناية الواجبة',
          },
          text: {
            en: 'Code in your own repository, automated tests, CI/CD, monitoring and security practices from our SOC 2 Type II audited process. When a seed investor asks for a technical review, there is nothing to hide.',
            de: 'Code in Ihrem eigenen Repository, automatisierte Tests, CI/CD, Monitoring und Sicherheitspraktiken aus unserem nach SOC 2 Type II auditierten Prozess. Wenn ein Seed-Investor ein technisches Review verlangt, gibt es nichts zu verbergen.',
            ar: 'شيفرة في مستودعك الخاص، واختبارات مؤتمتة، وCI/CD، ومراقبة، وممارسات أمنية مستمدة من عملياتنا المدقَّقة وفق SOC 2 Type II. وحين يطلب مستثمر في مرحلة البذرة مراجعة تقنية، لن يكون لديك ما تخفيه.',
          },
        },
        {
          title: {
            en: 'Fundraising support',
            de: 'Unterstützung bei der Finanzierung',
            ar: 'دعم جمع التمويل',
          },
          text: {
            en: 'A product that demos well, real usage metrics, and help answering technical diligence questions. Where there is a fit, we introduce you to seed investors we have worked with before.',
            de: 'Ein Produkt, das in Demos überzeugt, echte Nutzungskennzahlen und Hilfe bei den Fragen der technischen Due Diligence. Wo es passt, stellen wir Ihnen Seed-Investoren vor, mit denen wir bereits zusammengearbeitet haben.',
            ar: 'منتج يترك انطباعًا قويًا في العروض التوضيحية، ومقاييس استخدام حقيقية، ومساعدة في الإجابة عن أسئلة العناية الواجبة التقنية. وحين يكون هناك توافق، نعرّفك على مستثمرين في مرحلة البذرة سبق أن عملنا معهم.',
          },
        },
        {
          title: {
            en: 'A path to your own team',
            de: 'Der Weg zum eigenen Team',
            ar: 'طريقك إلى فريقك الخاص',
          },
          text: {
            en: 'We help you write job descriptions, interview your first engineers and hand over the codebase with documentation and paired onboarding, so the product does not depend on us.',
            de: 'Wir helfen Ihnen, Stellenbeschreibungen zu verfassen und Bewerbungsgespräche mit Ihren ersten Entwicklerinnen und Entwicklern zu führen, und übergeben die Codebasis mit Dokumentation und gemeinsamem Onboarding – damit das Produkt nicht von uns abhängt.',
            ar: 'نساعدك في كتابة الأوصاف الوظيفية ومقابلة أوائل مهندسيك، ثم نسلّم قاعدة الشيفرة مع التوثيق وتأهيل مشترك جنبًا إلى جنب مع فريقك، حتى لا يعتمد المنتج علينا.',
          },
        },
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      heading: { en: 'How it works', de: 'So funktioniert es', ar: 'آلية العمل' },
      intro: {
        en: 'Most companies go from application to a signed SAFE in five to seven weeks.',
        de: 'Die meisten Unternehmen kommen in fünf bis sieben Wochen von der Bewerbung zum unterzeichneten SAFE.',
        ar: 'تنتقل معظم الشركات من تقديم الطلب إلى توقيع اتفاقية SAFE خلال خمسة إلى سبعة أسابيع.',
      },
      items: [
        {
          title: { en: 'Apply', de: 'Bewerben', ar: 'قدّم طلبك' },
          text: {
            en: 'Tell us about the problem, your team and the evidence you have so far. The [application](/application) takes about 30 minutes and we review submissions every month.',
            de: 'Erzählen Sie uns vom Problem, von Ihrem Team und von den Belegen, die Sie bisher haben. Die [Bewerbung](/application) dauert etwa 30 Minuten, und wir sichten die Einreichungen jeden Monat.',
            ar: 'أخبرنا عن المشكلة وعن فريقك وعن الأدلة التي جمعتها حتى الآن. يستغرق [طلب التقديم](/application) نحو 30 دقيقة، ونراجع الطلبات كل شهر.',
          },
        },
        {
          title: {
            en: 'Meet the partners',
            de: 'Die Partner kennenlernen',
            ar: 'تعرّف على الشركاء',
          },
          text: {
            en: 'Shortlisted founders meet a Fund partner and a principal engineer for 45 minutes. We talk about your market, your users and what the first version must prove.',
            de: 'Gründerinnen und Gründer in der engeren Auswahl treffen 45 Minuten lang einen Partner des Fernhill Fund und jemanden aus unserer technischen Leitung. Wir sprechen über Ihren Markt, Ihre Nutzer und darüber, was die erste Version beweisen muss.',
            ar: 'يلتقي المؤسسون المدرجون في القائمة المختصرة أحد شركاء الصندوق ومهندسًا رئيسيًا لمدة 45 دقيقة، نتحدث خلالها عن سوقك ومستخدميك وما يجب أن تثبته النسخة الأولى.',
          },
        },
        {
          title: {
            en: 'Run a discovery sprint',
            de: 'Einen Discovery-Sprint durchführen',
            ar: 'تنفيذ سبرنت الاستكشاف',
          },
          text: {
            en: 'If both sides want to continue, we run a two-week discovery sprint together. It is part of the investment, and it tells both of us whether the plan holds before anyone signs.',
            de: 'Wenn beide Seiten weitermachen möchten, führen wir gemeinsam einen zweiwöchigen Discovery-Sprint durch. Er ist Teil der Investition und zeigt uns beiden, ob der Plan trägt, bevor irgendjemand unterschreibt.',
            ar: 'إذا رغب الطرفان في المتابعة، ننفّذ معًا سبرنت استكشاف مدته أسبوعان. وهو جزء من الاستثمار، ويكشف لكلينا ما إذا كانت الخطة متماسكة قبل أن يوقّع أي طرف.',
          },
        },
        {
          title: { en: 'Sign a SAFE', de: 'Den SAFE unterzeichnen', ar: 'وقّع اتفاقية SAFE' },
          text: {
            en: 'We invest through a standard post-money SAFE. The investment amount is the value of the agreed work at our standard rates, capped at $250,000, and the valuation cap is negotiated like any other seed check.',
            de: 'Wir investieren über einen standardmäßigen Post-Money-SAFE. Der Investitionsbetrag entspricht dem Wert der vereinbarten Arbeit zu unseren Standardsätzen, gedeckelt bei 250.000\u00a0$, und die Bewertungsobergrenze (Valuation Cap) wird wie bei jeder anderen Seed-Finanzierung verhandelt.',
            ar: 'نستثمر عبر اتفاقية SAFE قياسية بتقييم ما بعد الاستثمار. ويعادل مبلغ الاستثمار قيمة العمل المتفق عليه بأسعارنا المعتادة، بحد أقصى $250,000، ويُتفاوض على سقف التقييم كما في أي استثمار آخر في مرحلة البذرة.',
          },
        },
        {
          title: { en: 'Build and launch', de: 'Entwickeln und launchen', ar: 'ابنِ منتجك وأطلقه' },
          text: {
            en: 'Your team ships in two-week sprints with a demo at the end of each. Most Fund companies launch in 12 to 20 weeks and keep iterating with the remaining budget.',
            de: 'Ihr Team liefert in Zwei-Wochen-Sprints, jeweils mit einer Demo am Ende. Die meisten Portfoliounternehmen des Fernhill Fund launchen nach 12 bis 20 Wochen und entwickeln mit dem verbleibenden Budget weiter.',
            ar: 'يسلّم فريقك العمل في سبرنتات مدة كل منها أسبوعان، مع عرض توضيحي في نهاية كل سبرنت. وتُطلق معظم شركات الصندوق منتجاتها خلال 12 إلى 20 أسبوعًا، وتواصل تطويرها بالميزانية المتبقية.',
          },
        },
        {
          title: {
            en: 'Keep going, or take it in-house',
            de: 'Weitermachen oder intern übernehmen',
            ar: 'واصل معنا أو انقل العمل إلى فريقك',
          },
          text: {
            en: 'When the investment is used up, you can continue with Fernhill as a paying client at a 15% founder discount for the first year, or transition to your own team with our help.',
            de: 'Ist die Investition aufgebraucht, können Sie mit Fernhill als zahlender Kunde weiterarbeiten – im ersten Jahr mit 15\u00a0% Gründerrabatt – oder mit unserer Hilfe auf Ihr eigenes Team umstellen.',
            ar: 'عند استنفاد الاستثمار، يمكنك مواصلة العمل مع Fernhill عميلًا يدفع مقابل خدماتنا، مع خصم للمؤسسين قدره 15% في السنة الأولى، أو الانتقال إلى فريقك الخاص بمساعدتنا.',
          },
        },
      ],
    },
    {
      type: 'faq',
      heading: {
        en: 'Questions founders ask',
        de: 'Was Gründer uns fragen',
        ar: 'أسئلة يطرحها المؤسسون',
      },
      items: [
        {
          question: {
            en: 'Do you invest cash as well?',
            de: 'Investieren Sie auch Kapital?',
            ar: 'هل تستثمرون أموالًا نقدية أيضًا؟',
          },
          answer: {
            en: 'No. The Fund invests design and engineering work only. Many Fund companies combine it with a cash round from angels or a pre-seed fund, and the two fit together well because our SAFE converts on the same terms.',
            de: 'Nein. Der Fernhill Fund investiert ausschließlich Design- und Entwicklungsleistung. Viele Portfoliounternehmen kombinieren ihn mit einer Finanzierungsrunde von Business Angels oder einem Pre-Seed-Fonds. Beides passt gut zusammen, weil unser SAFE zu denselben Konditionen wandelt.',
            ar: 'لا. يستثمر الصندوق أعمال التصميم والهندسة فقط. وتجمع كثير من شركات الصندوق بينه وبين جولة تمويل نقدي من مستثمرين ملائكيين أو صندوق لمرحلة ما قبل البذرة، ويتكامل الاثنان جيدًا لأن اتفاقية SAFE الخاصة بنا تتحول إلى حصص بالشروط نفسها.',
          },
        },
        {
          question: {
            en: 'Who owns the code and the designs?',
            de: 'Wem gehören Code und Designs?',
            ar: 'لمن تعود ملكية الشيفرة والتصاميم؟',
          },
          answer: {
            en: 'You do, from the first commit. Everything we produce is assigned to your company under the investment agreement, and it lives in repositories and design files your company controls.',
            de: 'Ihnen – ab dem ersten Commit. Alles, was wir erstellen, wird Ihrem Unternehmen gemäß der Investitionsvereinbarung übertragen und liegt in Repositorys und Designdateien, die Ihr Unternehmen kontrolliert.',
            ar: 'لك أنت، منذ أول إيداع للشيفرة. فكل ما ننتجه يُنقل إلى شركتك بموجب اتفاقية الاستثمار، ويُحفظ في مستودعات وملفات تصميم تتحكم فيها شركتك.',
          },
        },
        {
          question: {
            en: 'What stage and sectors do you invest in?',
            de: 'In welche Phasen und Branchen investieren Sie?',
            ar: 'في أي المراحل والقطاعات تستثمرون؟',
          },
          answer: {
            en: 'Pre-seed and seed companies that have raised less than $3 million, where software is the core of the product. We know [healthcare](/services/healthcare-software-development), [fintech](/services/fintech-software-development), legal tech, real estate, marketplaces and B2B SaaS best. We do not invest in token launches or hardware-only products.',
            de: 'In Unternehmen der Pre-Seed- und Seed-Phase, die weniger als 3\u00a0Mio.\u00a0$ eingesammelt haben und bei denen Software den Kern des Produkts bildet. Am besten kennen wir uns mit [Gesundheitswesen](/services/healthcare-software-development), [Fintech](/services/fintech-software-development), Legal Tech, Immobilien, Marktplätzen und B2B-SaaS aus. In Token-Launches oder reine Hardwareprodukte investieren wir nicht.',
            ar: 'في الشركات التي تمر بمرحلتَي ما قبل البذرة والبذرة وجمعت أقل من 3 ملايين دولار، وتكون البرمجيات جوهر منتجها. ونحن أكثر خبرة في [الرعاية الصحية](/services/healthcare-software-development) و[التقنية المالية](/services/fintech-software-development) والتقنية القانونية والعقارات والأسواق الإلكترونية وحلول SaaS للشركات (B2B). ولا نستثمر في إطلاق الرموز المشفّرة أو في المنتجات القائمة على العتاد وحده.',
          },
        },
        {
          question: {
            en: 'Do you take a board seat?',
            de: 'Beanspruchen Sie einen Sitz im Aufsichtsgremium?',
            ar: 'هل تطلبون مقعدًا في مجلس الإدارة؟',
          },
          answer: {
            en: 'No. We take no board seat and no special control rights. We ask for standard information rights and a monthly update while the build is running.',
            de: 'Nein. Wir beanspruchen weder einen Sitz im Aufsichtsgremium noch besondere Kontrollrechte. Wir bitten um die üblichen Informationsrechte und ein monatliches Update, solange die Entwicklung läuft.',
            ar: 'لا. لا نطلب مقعدًا في مجلس الإدارة ولا أي حقوق رقابة خاصة، وإنما نطلب حقوق الاطلاع المعتادة وتقريرًا شهريًا بالمستجدات طوال فترة البناء.',
          },
        },
        {
          question: {
            en: 'Can we combine the Fund with paid work?',
            de: 'Lässt sich der Fernhill Fund mit bezahlten Leistungen kombinieren?',
            ar: 'هل يمكننا الجمع بين الصندوق والعمل المدفوع؟',
          },
          answer: {
            en: 'Yes. If your roadmap needs more than $250,000 of work, the remainder is billed at our standard rates less the 15% founder discount.',
            de: 'Ja. Erfordert Ihre Roadmap Leistungen im Wert von mehr als 250.000\u00a0$, wird der Rest zu unseren Standardsätzen abzüglich des Gründerrabatts von 15\u00a0% abgerechnet.',
            ar: 'نعم. إذا تطلبت خارطة طريق منتجك عملًا تزيد قيمته على $250,000، يُحاسَب الجزء المتبقي بأسعارنا المعتادة بعد خصم المؤسسين البالغ 15%.',
          },
        },
        {
          question: {
            en: 'Do you invest outside the United States?',
            de: 'Investieren Sie auch außerhalb der USA?',
            ar: 'هل تستثمرون خارج الولايات المتحدة؟',
          },
          answer: {
            en: 'We invest in Delaware C corporations, or in companies willing to become one before signing. Founders can be based anywhere within five hours of US Central time.',
            de: 'Wir investieren in Delaware C Corporations oder in Unternehmen, die bereit sind, vor der Unterzeichnung eine zu werden. Gründer können überall ansässig sein, solange ihre Zeitzone höchstens fünf Stunden von der US Central Time abweicht.',
            ar: 'نستثمر في الشركات المسجلة في ولاية ديلاوير بصيغة C Corporation، أو في الشركات المستعدة للتحول إلى هذه الصيغة قبل التوقيع. ويمكن أن يقيم المؤسسون في أي مكان لا يتجاوز فارق توقيته خمس ساعات عن التوقيت المركزي الأمريكي.',
          },
        },
      ],
    },
    {
      type: 'callToAction',
      heading: {
        en: 'Applications are reviewed every month',
        de: 'Wir prüfen Bewerbungen jeden Monat',
        ar: 'نراجع الطلبات كل شهر',
      },
      text: {
        en: 'If you are building something you understand better than anyone, and software is how it reaches people, we would like to hear from you.',
        de: 'Wenn Sie etwas aufbauen, das Sie besser verstehen als jeder andere, und Software der Weg ist, auf dem es die Menschen erreicht, würden wir gern von Ihnen hören.',
        ar: 'إذا كنت تبني شيئًا تفهمه أفضل من أي شخص آخر، وكانت البرمجيات وسيلته للوصول إلى الناس، فيسعدنا أن نسمع منك.',
      },
      action: {
        label: {
          en: 'Apply to the Fund',
          de: 'Beim Fernhill Fund bewerben',
          ar: 'قدّم طلبك إلى الصندوق',
        },
        href: '/application',
      },
    },
  ],
} satisfies PageInput;
