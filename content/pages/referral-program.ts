import type { PageInput } from '../schema/index.ts';

export default {
  id: 'referral-program',
  pageType: 'referral',
  path: '/referral-program',
  title: { en: 'Referral Program', de: 'Empfehlungsprogramm', ar: 'برنامج الإحالة' },
  description: {
    en: 'Introduce a company to Fernhill and earn 10% of its first year’s fees once it becomes a client. No cap on earnings, paid within 30 days of each client payment.',
    de: 'Stellen Sie Fernhill einem Unternehmen vor und erhalten Sie 10\u00a0% seiner Honorare im ersten Kundenjahr. Ohne Obergrenze, ausgezahlt binnen 30 Tagen nach jeder Zahlung.',
    ar: 'عرّف شركة على Fernhill واحصل على 10% من رسومها في السنة الأولى بعد أن تصبح عميلًا. بلا حدّ أقصى للأرباح، وتُصرف خلال 30 يومًا من كل دفعة يسدّدها العميل.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: { en: 'Referral program', de: 'Empfehlungsprogramm', ar: 'برنامج الإحالة' },
      heading: {
        en: 'Earn 10% of the first year for a single introduction',
        de: '10\u00a0% des ersten Jahres – für eine einzige Empfehlung',
        ar: 'احصل على 10% من عائدات السنة الأولى مقابل ترشيح واحد',
      },
      lead: {
        en: 'Most of our clients come to us through people who have worked with us. If you know a company that needs a software partner, introduce us. When the introduction becomes a client, you receive 10% of everything they pay Fernhill in their first twelve months.',
        de: 'Die meisten unserer Kunden kommen über Menschen zu uns, die bereits mit uns gearbeitet haben. Wenn Sie ein Unternehmen kennen, das einen Softwarepartner braucht, stellen Sie den Kontakt her. Wird aus der Empfehlung ein Kunde, erhalten Sie 10\u00a0% von allem, was dieser in den ersten zwölf Monaten an Fernhill zahlt.',
        ar: 'يصل إلينا معظم عملائنا عن طريق أشخاص سبق لهم العمل معنا. إذا كنت تعرف شركة تحتاج إلى شريك برمجي، فعرّفها بنا. وعندما تصبح هذه الشركة عميلًا، تحصل على 10% من كل ما تدفعه لـ Fernhill خلال أشهرها الاثني عشر الأولى.',
      },
      primaryAction: {
        label: { en: 'Make an introduction', de: 'Kontakt herstellen', ar: 'رشّح شركة' },
        href: '/contact-us',
      },
      secondaryAction: {
        label: {
          en: 'How payouts work',
          de: 'So funktionieren Auszahlungen',
          ar: 'آلية صرف المكافآت',
        },
        href: '/referral-program#how-it-works',
      },
    },
    {
      type: 'stats',
      items: [
        {
          value: { en: '10%', de: '10\u00a0%', ar: '10%' },
          label: {
            en: 'of the client’s fees in their first 12 months',
            de: 'der Honorare des Kunden in den ersten 12 Monaten',
            ar: 'من رسوم العميل في أشهره الـ 12 الأولى',
          },
        },
        {
          value: { en: 'No cap', de: 'Keine Obergrenze', ar: 'بلا حدّ أقصى' },
          label: {
            en: 'on what a single referral can earn',
            de: 'für die Prämie aus einer einzelnen Empfehlung',
            ar: 'لما يمكن أن يحققه ترشيح واحد',
          },
        },
        {
          value: { en: '30 days', de: '30 Tage', ar: '30 يومًا' },
          label: {
            en: 'from each client payment to your payout',
            de: 'von jeder Kundenzahlung bis zu Ihrer Auszahlung',
            ar: 'من كل دفعة يسدّدها العميل حتى صرف مكافأتك',
          },
        },
        {
          value: { en: '6 months', de: '6 Monate', ar: '6 أشهر' },
          label: {
            en: 'for an introduction to turn into a signed contract',
            de: 'Zeit, in der aus einer Empfehlung ein unterzeichneter Vertrag werden kann',
            ar: 'مهلة لكي يتحوّل الترشيح إلى عقد موقّع',
          },
        },
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      heading: { en: 'How it works', de: 'So funktioniert es', ar: 'كيف يعمل البرنامج' },
      items: [
        {
          title: {
            en: 'Tell us who you have in mind',
            de: 'Sagen Sie uns, an wen Sie denken',
            ar: 'أخبرنا بمن تفكّر',
          },
          text: {
            en: 'Send us the company, the contact and a sentence on what they need. We check within two business days that they are not already talking to us, and confirm the referral in writing.',
            de: 'Nennen Sie uns das Unternehmen, die Ansprechperson und in einem Satz, was gebraucht wird. Wir prüfen innerhalb von zwei Werktagen, ob wir nicht bereits im Gespräch sind, und bestätigen die Empfehlung schriftlich.',
            ar: 'أرسل إلينا اسم الشركة وجهة الاتصال وجملة عمّا تحتاج إليه. نتحقّق خلال يومي عمل من أنها ليست على تواصل معنا بالفعل، ثم نؤكّد الترشيح كتابيًا.',
          },
        },
        {
          title: {
            en: 'Make a warm introduction',
            de: 'Stellen Sie persönlich den Kontakt her',
            ar: 'عرّفنا بهم بصورة شخصية',
          },
          text: {
            en: 'A short email copying both sides is enough. From there, a senior member of our team takes over, and you are never asked to sell on our behalf.',
            de: 'Eine kurze E-Mail an beide Seiten genügt. Danach übernimmt ein erfahrenes Mitglied unseres Teams, und Sie müssen nie in unserem Namen verkaufen.',
            ar: 'تكفي رسالة بريد إلكتروني قصيرة موجّهة إلى الطرفين. بعدها يتولّى الأمر أحد كبار أعضاء فريقنا، ولن يُطلب منك أبدًا أن تبيع نيابةً عنا.',
          },
        },
        {
          title: { en: 'We do the work', de: 'Wir übernehmen die Arbeit', ar: 'نتولّى نحن العمل' },
          text: {
            en: 'We scope the project, send a proposal and, if it is a fit, sign a contract. We keep you informed at each stage without sharing anything the client has asked us to keep confidential.',
            de: 'Wir klären den Projektumfang, senden ein Angebot und schließen, wenn es passt, einen Vertrag. Wir halten Sie in jeder Phase auf dem Laufenden, ohne etwas weiterzugeben, das der Kunde vertraulich behandelt wissen möchte.',
            ar: 'نحدّد نطاق المشروع ونرسل عرضًا، وإن كان هناك توافق نوقّع العقد. ونُطلعك على كل مرحلة دون مشاركة أي شيء طلب العميل إبقاءه سريًا.',
          },
        },
        {
          title: {
            en: 'You get paid as they pay',
            de: 'Sie werden bezahlt, sobald der Kunde zahlt',
            ar: 'تحصل على مكافأتك مع كل دفعة يسدّدونها',
          },
          text: {
            en: 'For twelve months from the client’s first invoice, we pay you 10% of every invoice they settle, within 30 days of their payment, by ACH or international wire.',
            de: 'Zwölf Monate lang ab der ersten Rechnung des Kunden zahlen wir Ihnen 10\u00a0% jeder beglichenen Rechnung – innerhalb von 30 Tagen nach Zahlungseingang, per ACH oder internationaler Überweisung.',
            ar: 'على مدى اثني عشر شهرًا من أول فاتورة للعميل، ندفع لك 10% من كل فاتورة يسدّدها، خلال 30 يومًا من سداده، عبر ACH أو حوالة مصرفية دولية.',
          },
        },
      ],
    },
    {
      type: 'features',
      id: 'worked-example',
      heading: {
        en: 'What a referral is worth',
        de: 'Was eine Empfehlung wert ist',
        ar: 'كم يساوي الترشيح',
      },
      intro: {
        en: 'Typical first-year engagements, and what each would pay the person who made the introduction.',
        de: 'Typische Aufträge im ersten Jahr – und was jeder davon der Person einbringen würde, die den Kontakt hergestellt hat.',
        ar: 'مشاريع نموذجية في السنة الأولى، وما يعود به كلٌّ منها على الشخص الذي قدّم الترشيح.',
      },
      items: [
        {
          title: {
            en: 'A two-week discovery sprint',
            de: 'Ein zweiwöchiger Discovery-Sprint',
            ar: 'سبرنت استكشاف مدته أسبوعان',
          },
          text: {
            en: 'A [Fuse](/fuse) sprint at $18,000 that stops there pays **$1,800**. Many sprints turn into builds, and those fees count too if they fall in the first twelve months.',
            de: 'Ein [Fuse](/fuse)-Sprint für 18.000\u00a0$, auf den nichts weiter folgt, bringt **1.800\u00a0$**. Viele Sprints münden in eine Entwicklung, und auch diese Honorare zählen, wenn sie in die ersten zwölf Monate fallen.',
            ar: 'سبرنت [Fuse](/fuse) بقيمة $18,000 يتوقّف عند هذا الحد يمنحك **$1,800**. وكثير من السبرنتات تتحوّل إلى مشاريع تطوير، وتُحتسب رسومها أيضًا إن وقعت ضمن الأشهر الاثني عشر الأولى.',
          },
        },
        {
          title: { en: 'An MVP build', de: 'Eine MVP-Entwicklung', ar: 'بناء منتج أولي (MVP)' },
          text: {
            en: 'A four-month [MVP](/services/mvp-development) for a funded startup, around $220,000 in the first year, pays **$22,000**.',
            de: 'Ein viermonatiges [MVP](/services/mvp-development) für ein finanziertes Start-up, rund 220.000\u00a0$ im ersten Jahr, bringt **22.000\u00a0$**.',
            ar: '[منتج أولي (MVP)](/services/mvp-development) يُبنى في أربعة أشهر لشركة ناشئة حاصلة على تمويل، بنحو $220,000 في السنة الأولى، يمنحك **$22,000**.',
          },
        },
        {
          title: { en: 'A dedicated team', de: 'Ein festes Team', ar: 'فريق مخصّص' },
          text: {
            en: 'A team of five for an established company, around $900,000 in the first year, pays **$90,000**, spread across twelve monthly payouts.',
            de: 'Ein fünfköpfiges Team für ein etabliertes Unternehmen, rund 900.000\u00a0$ im ersten Jahr, bringt **90.000\u00a0$**, verteilt auf zwölf monatliche Auszahlungen.',
            ar: 'فريق من خمسة أشخاص لشركة راسخة، بنحو $900,000 في السنة الأولى، يمنحك **$90,000** موزّعة على اثنتي عشرة دفعة شهرية.',
          },
        },
      ],
    },
    {
      type: 'features',
      id: 'who-can-refer',
      heading: { en: 'Who can refer', de: 'Wer empfehlen kann', ar: 'من يمكنه الترشيح' },
      items: [
        {
          title: {
            en: 'Clients and former clients',
            de: 'Kunden und ehemalige Kunden',
            ar: 'العملاء الحاليون والسابقون',
          },
          text: {
            en: 'You know how we work better than any sales deck does. Referral fees can also be credited against your own invoices if you prefer.',
            de: 'Sie wissen besser als jede Vertriebspräsentation, wie wir arbeiten. Auf Wunsch verrechnen wir Empfehlungsprämien auch mit Ihren eigenen Rechnungen.',
            ar: 'أنت تعرف طريقة عملنا أفضل من أي عرض مبيعات. ويمكن أيضًا خصم مكافآت الترشيح من فواتيرك إن كنت تفضّل ذلك.',
          },
        },
        {
          title: {
            en: 'Consultants and freelancers',
            de: 'Berater und Freelancer',
            ar: 'المستشارون والمستقلّون',
          },
          text: {
            en: 'Fractional CTOs, product consultants and designers often meet clients who need a build team. Refer the work you do not want to take on yourself.',
            de: 'Teilzeit-CTOs, Produktberater und Designer treffen oft auf Kunden, die ein Entwicklungsteam brauchen. Empfehlen Sie uns die Aufträge, die Sie nicht selbst übernehmen möchten.',
            ar: 'كثيرًا ما يلتقي مديرو التقنية بدوام جزئي ومستشارو المنتجات والمصمّمون بعملاء يحتاجون إلى فريق تطوير. رشّح لنا الأعمال التي لا ترغب في تولّيها بنفسك.',
          },
        },
        {
          title: {
            en: 'Agencies and technology partners',
            de: 'Agenturen und Technologiepartner',
            ar: 'الوكالات وشركاء التقنية',
          },
          text: {
            en: 'Marketing, branding and data agencies can refer the engineering work that sits next to theirs. For ongoing co-delivery, write to partners@fernhill.dev instead.',
            de: 'Marketing-, Branding- und Datenagenturen können uns die Entwicklungsarbeit empfehlen, die an ihre eigene angrenzt. Für eine dauerhafte gemeinsame Umsetzung schreiben Sie stattdessen an partners@fernhill.dev.',
            ar: 'يمكن لوكالات التسويق والعلامات التجارية والبيانات ترشيح الأعمال الهندسية المكمّلة لأعمالها. أمّا للتنفيذ المشترك المستمر، فراسلنا بدلًا من ذلك على partners@fernhill.dev.',
          },
        },
        {
          title: {
            en: 'Former Fernhill team members',
            de: 'Ehemalige Fernhill-Teammitglieder',
            ar: 'أعضاء فريق Fernhill السابقون',
          },
          text: {
            en: 'Alumni are eligible on the same terms as everyone else, from the day they leave.',
            de: 'Ehemalige Mitarbeitende können ab dem Tag ihres Ausscheidens zu denselben Bedingungen wie alle anderen teilnehmen.',
            ar: 'يحقّ للموظفين السابقين المشاركة بالشروط نفسها التي تسري على الجميع، اعتبارًا من يوم مغادرتهم.',
          },
        },
      ],
    },
    {
      type: 'faq',
      heading: { en: 'Program details', de: 'Details zum Programm', ar: 'تفاصيل البرنامج' },
      items: [
        {
          question: {
            en: 'What counts as a successful referral?',
            de: 'Was gilt als erfolgreiche Empfehlung?',
            ar: 'ما الذي يُعدّ ترشيحًا ناجحًا؟',
          },
          answer: {
            en: 'A company we were not already in contact with in the previous 12 months that signs a paid contract with Fernhill within six months of your introduction.',
            de: 'Ein Unternehmen, mit dem wir in den vorangegangenen 12 Monaten nicht bereits in Kontakt standen und das innerhalb von sechs Monaten nach Ihrer Empfehlung einen kostenpflichtigen Vertrag mit Fernhill unterzeichnet.',
            ar: 'شركة لم نكن على تواصل معها خلال الأشهر الـ 12 السابقة، وتوقّع عقدًا مدفوعًا مع Fernhill خلال ستة أشهر من تعريفك بها.',
          },
        },
        {
          question: {
            en: 'Do I have to be a Fernhill client to take part?',
            de: 'Muss ich Kunde von Fernhill sein, um teilzunehmen?',
            ar: 'هل يجب أن أكون عميلًا لدى Fernhill للمشاركة؟',
          },
          answer: {
            en: 'No. Anyone over 18 can refer, except current Fernhill employees and people whose employer or public role prohibits receiving referral fees.',
            de: 'Nein. Alle Personen über 18 Jahre können Empfehlungen aussprechen – außer aktuellen Mitarbeitenden von Fernhill und Personen, denen ihr Arbeitgeber oder ihr öffentliches Amt die Annahme von Empfehlungsprämien untersagt.',
            ar: 'لا. يمكن لأي شخص تجاوز 18 عامًا أن يرشّح، باستثناء موظفي Fernhill الحاليين ومن يحظر عليهم صاحب العمل أو منصبهم العام تلقّي مكافآت الترشيح.',
          },
        },
        {
          question: {
            en: 'What if two people refer the same company?',
            de: 'Was passiert, wenn zwei Personen dasselbe Unternehmen empfehlen?',
            ar: 'ماذا لو رشّح شخصان الشركة نفسها؟',
          },
          answer: {
            en: 'The first referral we confirm in writing is the one that counts. We tell the second person right away so nobody is left waiting.',
            de: 'Es zählt die erste Empfehlung, die wir schriftlich bestätigen. Die zweite Person informieren wir sofort, damit niemand vergeblich wartet.',
            ar: 'يُعتدّ بالترشيح الأول الذي نؤكّده كتابيًا. ونُبلغ الشخص الثاني فورًا حتى لا يبقى أحد في انتظار.',
          },
        },
        {
          question: {
            en: 'How are payouts made and taxed?',
            de: 'Wie werden Prämien ausgezahlt und versteuert?',
            ar: 'كيف تُصرف المكافآت وكيف تُعامل ضريبيًا؟',
          },
          answer: {
            en: 'By ACH in the US or by international wire elsewhere. US referrers provide a W-9 and receive a 1099 for the year; referrers outside the US provide a W-8BEN. You are responsible for taxes in your country.',
            de: 'Per ACH in den USA, andernorts per internationaler Überweisung. Empfehlende in den USA reichen ein W-9 ein und erhalten für das Jahr ein 1099; Empfehlende außerhalb der USA reichen ein W-8BEN ein. Für die Steuern in Ihrem Land sind Sie selbst verantwortlich.',
            ar: 'عبر ACH داخل الولايات المتحدة، أو بحوالة مصرفية دولية في غيرها. يقدّم المرشِّحون في الولايات المتحدة نموذج W-9 ويتسلّمون نموذج 1099 عن السنة؛ أمّا المرشِّحون خارجها فيقدّمون نموذج W-8BEN. وتتحمّل أنت مسؤولية الضرائب في بلدك.',
          },
        },
        {
          question: {
            en: 'Can I refer a company I work for?',
            de: 'Kann ich das Unternehmen empfehlen, für das ich arbeite?',
            ar: 'هل يمكنني ترشيح شركة أعمل لديها؟',
          },
          answer: {
            en: 'Only if your employer knows about and approves the fee in writing. We will ask for that confirmation before the first payout.',
            de: 'Nur wenn Ihr Arbeitgeber von der Prämie weiß und sie schriftlich genehmigt. Diese Bestätigung fordern wir vor der ersten Auszahlung an.',
            ar: 'فقط إذا كان صاحب العمل على علم بالمكافأة ووافق عليها كتابيًا. وسنطلب هذا التأكيد قبل صرف الدفعة الأولى.',
          },
        },
      ],
    },
    { type: 'leadForm', id: 'introduce', form: 'referral' },
    {
      type: 'callToAction',
      heading: {
        en: 'Know someone who needs a software partner?',
        de: 'Kennen Sie jemanden, der einen Softwarepartner braucht?',
        ar: 'هل تعرف من يحتاج إلى شريك برمجي؟',
      },
      text: {
        en: 'Use the [introduction form](/referral-program#introduce) above, or talk to us first about how the program works. We confirm every referral within two business days.',
        de: 'Nutzen Sie das [Empfehlungsformular](/referral-program#introduce) oben, oder sprechen Sie zuerst mit uns darüber, wie das Programm funktioniert. Wir bestätigen jede Empfehlung innerhalb von zwei Werktagen.',
        ar: 'استخدم [نموذج الترشيح](/referral-program#introduce) أعلاه، أو تحدّث إلينا أولًا عن آلية عمل البرنامج. نؤكّد كل ترشيح خلال يومي عمل.',
      },
    },
  ],
} satisfies PageInput;
