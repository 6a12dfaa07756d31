import type { PageInput } from '../schema/index.ts';

export default {
  id: 'terms',
  pageType: 'informational',
  path: '/terms',
  title: { en: 'Terms of Use', de: 'Nutzungsbedingungen', ar: 'شروط الاستخدام' },
  description: {
    en: 'The terms that govern your use of fernhill.dev: permitted use, intellectual property, submissions, disclaimers, liability limits and Texas governing law.',
    de: 'Die Bedingungen für Ihre Nutzung von fernhill.dev: zulässige Nutzung, geistiges Eigentum, Einsendungen, Gewährleistungsausschluss, Haftung und texanisches Recht.',
    ar: 'الشروط التي تحكم استخدامك لموقع fernhill.dev: الاستخدام المسموح، والملكية الفكرية، والمواد المُرسلة، وإخلاء المسؤولية، وحدود المسؤولية، وقانون تكساس الحاكم.',
  },
  updated: '2026-09-01',
  sections: [
    {
      type: 'richText',
      id: 'agreement',
      heading: {
        en: 'Agreement to these terms',
        de: 'Zustimmung zu diesen Bedingungen',
        ar: 'الموافقة على هذه الشروط',
      },
      paragraphs: [
        {
          en: 'The website at https://www.fernhill.dev, in all its language versions (the “Site”), is operated by Fernhill Software LLC, 1100 Rio Grande St, Austin, TX 78701, United States (“Fernhill”, “we”, “us”). By accessing or using the Site you agree to these Terms of Use. If you do not agree, please do not use the Site.',
          de: 'Die Website unter https://www.fernhill.dev in allen ihren Sprachversionen (die „Website“) wird von der Fernhill Software LLC, 1100 Rio Grande St, Austin, TX 78701, USA („Fernhill“, „wir“, „uns“) betrieben. Indem Sie auf die Website zugreifen oder sie nutzen, erklären Sie sich mit diesen Nutzungsbedingungen einverstanden. Wenn Sie nicht einverstanden sind, nutzen Sie die Website bitte nicht.',
          ar: 'يُدار الموقع الإلكتروني الكائن على العنوان https://www.fernhill.dev، بجميع نسخه اللغوية («الموقع»)، من قِبل شركة Fernhill Software LLC، وعنوانها: 1100 Rio Grande St, Austin, TX 78701, United States («Fernhill» أو «نحن» أو «لنا»). وبدخولك إلى الموقع أو استخدامك له، فإنك توافق على شروط الاستخدام هذه. وإذا كنت لا توافق عليها، فيُرجى عدم استخدام الموقع.',
        },
        {
          en: 'If you use the Site on behalf of a company or other organization, you confirm that you are authorized to accept these terms on its behalf.',
          de: 'Wenn Sie die Website im Namen eines Unternehmens oder einer anderen Organisation nutzen, bestätigen Sie, dass Sie befugt sind, diese Bedingungen in deren Namen anzunehmen.',
          ar: 'وإذا كنت تستخدم الموقع نيابةً عن شركة أو مؤسسة أخرى، فإنك تؤكد أنك مخوَّل بقبول هذه الشروط نيابةً عنها.',
        },
        {
          en: 'How we handle personal data is described in our [Privacy Policy](/privacy-policy), which forms part of these terms.',
          de: 'Wie wir mit personenbezogenen Daten umgehen, ist in unserer [Datenschutzerklärung](/privacy-policy) beschrieben, die Bestandteil dieser Bedingungen ist.',
          ar: 'وتوضّح [سياسة الخصوصية](/privacy-policy) الخاصة بنا كيفية تعاملنا مع البيانات الشخصية، وهي تُشكّل جزءًا من هذه الشروط.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'use-of-the-site',
      heading: { en: 'Using the Site', de: 'Nutzung der Website', ar: 'استخدام الموقع' },
      paragraphs: [
        {
          en: 'You may browse the Site, share links to it, and download or print pages for your own business or personal reference, provided you keep any copyright and other notices intact.',
          de: 'Sie dürfen die Website aufrufen, Links zu ihr teilen und Seiten zu eigenen geschäftlichen oder privaten Referenzzwecken herunterladen oder ausdrucken, sofern Sie Urheberrechts- und sonstige Hinweise unverändert lassen.',
          ar: 'يجوز لك تصفّح الموقع، ومشاركة روابط إليه، وتنزيل صفحاته أو طباعتها للرجوع إليها في أعمالك أو لأغراضك الشخصية، شريطة أن تُبقي على أي إشعارات خاصة بحقوق النشر وغيرها من الإشعارات دون تغيير.',
        },
        {
          en: 'You agree not to: use the Site in a way that breaks any law or infringes anyone’s rights; attempt to gain unauthorized access to the Site, its servers or any connected system; probe, scan or test the Site’s vulnerabilities without our prior written permission; interfere with the Site’s operation, including by introducing malware or placing an unreasonable load on our infrastructure; use automated means to copy substantial parts of the Site or to build a competing database, except for standard search engine indexing; submit false information or impersonate another person or organization; or send unsolicited advertising through our contact form.',
          de: 'Sie verpflichten sich, Folgendes zu unterlassen: die Website in einer Weise zu nutzen, die gegen Gesetze verstößt oder Rechte anderer verletzt; zu versuchen, sich unbefugten Zugang zur Website, zu ihren Servern oder zu damit verbundenen Systemen zu verschaffen; die Website ohne unsere vorherige schriftliche Genehmigung auf Schwachstellen zu untersuchen, zu scannen oder zu testen; den Betrieb der Website zu stören, auch durch das Einschleusen von Schadsoftware oder eine unangemessene Belastung unserer Infrastruktur; automatisierte Mittel einzusetzen, um wesentliche Teile der Website zu kopieren oder eine konkurrierende Datenbank aufzubauen, mit Ausnahme der üblichen Indexierung durch Suchmaschinen; falsche Angaben zu machen oder sich als eine andere Person oder Organisation auszugeben; oder über unser Kontaktformular unerwünschte Werbung zu versenden.',
          ar: 'وتوافق على الامتناع عمّا يلي: استخدام الموقع بطريقة تخالف أي قانون أو تنتهك حقوق أي شخص؛ أو محاولة الوصول غير المصرّح به إلى الموقع أو خوادمه أو أي نظام متصل به؛ أو فحص ثغرات الموقع أو مسحها أو اختبارها دون إذن كتابي مسبق منا؛ أو التدخل في تشغيل الموقع، بما في ذلك عن طريق إدخال برمجيات خبيثة أو فرض حِمل غير معقول على بنيتنا التحتية؛ أو استخدام وسائل آلية لنسخ أجزاء جوهرية من الموقع أو لإنشاء قاعدة بيانات منافسة، باستثناء الفهرسة المعتادة التي تجريها محركات البحث؛ أو تقديم معلومات كاذبة أو انتحال صفة شخص أو جهة أخرى؛ أو إرسال إعلانات غير مرغوب فيها عبر نموذج التواصل الخاص بنا.',
        },
        {
          en: 'If you discover a security vulnerability, please report it to security@fernhill.dev. We will not pursue legal action against good-faith research that respects user privacy, avoids service disruption and gives us reasonable time to fix the issue before disclosure.',
          de: 'Wenn Sie eine Sicherheitslücke entdecken, melden Sie diese bitte an security@fernhill.dev. Gegen in gutem Glauben durchgeführte Sicherheitsforschung, die die Privatsphäre der Nutzer respektiert, Betriebsstörungen vermeidet und uns vor einer Veröffentlichung angemessene Zeit zur Behebung des Problems einräumt, werden wir keine rechtlichen Schritte einleiten.',
          ar: 'إذا اكتشفت ثغرة أمنية، فيُرجى الإبلاغ عنها عبر security@fernhill.dev. ولن نتخذ أي إجراء قانوني ضد الأبحاث التي تُجرى بحسن نية، وتحترم خصوصية المستخدمين، وتتجنب تعطيل الخدمة، وتمنحنا وقتًا معقولًا لمعالجة المشكلة قبل الإفصاح عنها.',
        },
        {
          en: 'We may suspend or restrict access to the Site, in whole or in part, at any time, for example for maintenance or to protect it from abuse.',
          de: 'Wir können den Zugang zur Website jederzeit ganz oder teilweise aussetzen oder einschränken, zum Beispiel für Wartungsarbeiten oder zum Schutz vor Missbrauch.',
          ar: 'ويجوز لنا تعليق الوصول إلى الموقع أو تقييده، كليًا أو جزئيًا، في أي وقت، على سبيل المثال لإجراء أعمال الصيانة أو لحمايته من إساءة الاستخدام.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'intellectual-property',
      heading: { en: 'Intellectual property', de: 'Geistiges Eigentum', ar: 'الملكية الفكرية' },
      paragraphs: [
        {
          en: 'The Site and its content, including text, graphics, illustrations, case studies, design, source code and the Fernhill, Fuse and Fernhill Fund names and logos, are owned by Fernhill or its licensors and protected by copyright, trademark and other laws. Except as set out in these terms, no license or right is granted to you.',
          de: 'Die Website und ihre Inhalte, einschließlich Texten, Grafiken, Illustrationen, Fallstudien, Design, Quellcode sowie der Namen und Logos Fernhill, Fuse und Fernhill Fund, sind Eigentum von Fernhill oder seinen Lizenzgebern und durch Urheber-, Marken- und sonstige Gesetze geschützt. Soweit in diesen Bedingungen nicht anders geregelt, werden Ihnen keinerlei Lizenzen oder Rechte eingeräumt.',
          ar: 'إن الموقع ومحتواه، بما في ذلك النصوص والرسومات والرسوم التوضيحية ودراسات الحالة والتصميم والشيفرة المصدرية وأسماء Fernhill وFuse وFernhill Fund وشعاراتها، مملوكة لشركة Fernhill أو للجهات المرخِّصة لها، ومحمية بموجب قوانين حقوق النشر والعلامات التجارية وغيرها من القوانين. وباستثناء ما تنص عليه هذه الشروط، لا يُمنح لك أي ترخيص أو حق.',
        },
        {
          en: 'Client names, logos and product screenshots appear in our case studies with the permission of the clients concerned and remain their property. Third-party trademarks mentioned on the Site, such as the names of programming languages, frameworks and platforms, belong to their owners and are used only to describe our services.',
          de: 'Kundennamen, Logos und Produkt-Screenshots erscheinen in unseren Fallstudien mit Genehmigung der jeweiligen Kunden und bleiben deren Eigentum. Auf der Website erwähnte Marken Dritter, etwa die Namen von Programmiersprachen, Frameworks und Plattformen, gehören ihren jeweiligen Inhabern und werden ausschließlich zur Beschreibung unserer Leistungen verwendet.',
          ar: 'تظهر أسماء العملاء وشعاراتهم ولقطات شاشة منتجاتهم في دراسات الحالة الخاصة بنا بإذن من العملاء المعنيين، وتظل ملكًا لهم. أما العلامات التجارية للأطراف الثالثة المذكورة في الموقع، مثل أسماء لغات البرمجة وأُطر العمل والمنصات، فهي مملوكة لأصحابها، ولا تُستخدم إلا لوصف خدماتنا.',
        },
        {
          en: 'Code samples published in our blog posts may be used, copied and adapted in your own projects without attribution, unless the post states otherwise. They are provided as illustrations and without any warranty.',
          de: 'In unseren Blogbeiträgen veröffentlichte Codebeispiele dürfen Sie ohne Quellenangabe in Ihren eigenen Projekten verwenden, kopieren und anpassen, sofern im jeweiligen Beitrag nichts anderes angegeben ist. Sie dienen der Veranschaulichung und werden ohne jegliche Gewährleistung bereitgestellt.',
          ar: 'يجوز لك استخدام أمثلة الشيفرة البرمجية المنشورة في مقالات مدونتنا ونسخها وتعديلها في مشاريعك الخاصة دون الإشارة إلى مصدرها، ما لم يُذكر خلاف ذلك في المقال. وتُقدَّم هذه الأمثلة لأغراض توضيحية ودون أي ضمان.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'your-submissions',
      heading: {
        en: 'Information you send us',
        de: 'Informationen, die Sie uns übermitteln',
        ar: 'المعلومات التي ترسلها إلينا',
      },
      paragraphs: [
        {
          en: 'When you submit a contact form, subscribe to our newsletter, make a referral or apply to the Fernhill Fund, you confirm that the information you provide is accurate and that you are entitled to share it.',
          de: 'Wenn Sie ein Kontaktformular absenden, unseren Newsletter abonnieren, eine Empfehlung aussprechen oder sich beim Fernhill Fund bewerben, bestätigen Sie, dass Ihre Angaben zutreffend sind und dass Sie berechtigt sind, sie weiterzugeben.',
          ar: 'عندما ترسل نموذج تواصل، أو تشترك في نشرتنا الإخبارية، أو تقدّم ترشيحًا، أو تتقدّم بطلب إلى صندوق Fernhill، فإنك تؤكد أن المعلومات التي تقدّمها دقيقة وأنه يحق لك مشاركتها.',
        },
        {
          en: 'Please do not send confidential or proprietary information through the Site before we have signed a non-disclosure agreement with you. We treat every enquiry with discretion, but until an NDA is in place we cannot accept a confidentiality obligation for material sent to us unsolicited. We are glad to sign an NDA before any detailed conversation.',
          de: 'Bitte übermitteln Sie über die Website keine vertraulichen oder geschützten Informationen, bevor wir mit Ihnen eine Geheimhaltungsvereinbarung unterzeichnet haben. Wir behandeln jede Anfrage diskret, können aber, solange keine Geheimhaltungsvereinbarung (NDA) besteht, für unaufgefordert zugesandtes Material keine Vertraulichkeitsverpflichtung übernehmen. Gern unterzeichnen wir vor jedem ausführlichen Gespräch eine NDA.',
          ar: 'يُرجى عدم إرسال أي معلومات سرية أو محمية بحقوق ملكية عبر الموقع قبل أن نوقّع معك اتفاقية عدم إفصاح. فنحن نتعامل مع كل استفسار بتكتّم، ولكن ما لم تكن هناك اتفاقية عدم إفصاح (NDA) سارية، فلا يمكننا قبول أي التزام بالسرية تجاه المواد المرسلة إلينا دون طلب منا. ويسعدنا توقيع اتفاقية عدم إفصاح قبل أي محادثة تفصيلية.',
        },
        {
          en: 'If you send us suggestions or feedback about the Site or our services, we may use it without any obligation to you. This does not give us any rights in your product ideas or business plans.',
          de: 'Wenn Sie uns Vorschläge oder Feedback zur Website oder zu unseren Leistungen senden, dürfen wir diese ohne jegliche Verpflichtung Ihnen gegenüber verwenden. Daraus erwachsen uns keinerlei Rechte an Ihren Produktideen oder Geschäftsplänen.',
          ar: 'وإذا أرسلت إلينا اقتراحات أو ملاحظات بشأن الموقع أو خدماتنا، فيجوز لنا استخدامها دون أي التزام تجاهك. ولا يمنحنا ذلك أي حقوق في أفكار منتجاتك أو خطط أعمالك.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'no-offer',
      heading: {
        en: 'Information only, not an offer',
        de: 'Nur zur Information, kein Angebot',
        ar: 'لأغراض إعلامية فقط، وليست عرضًا',
      },
      paragraphs: [
        {
          en: 'Content on the Site, including service descriptions, estimates, timelines, prices and blog articles, is general information about Fernhill and our field. It is not an offer capable of acceptance, and it is not legal, financial, security or other professional advice for your specific situation.',
          de: 'Die Inhalte der Website, einschließlich Leistungsbeschreibungen, Schätzungen, Zeitplänen, Preisen und Blogartikeln, sind allgemeine Informationen über Fernhill und unser Fachgebiet. Sie stellen kein annahmefähiges Angebot dar und sind keine rechtliche, finanzielle, sicherheitsbezogene oder sonstige fachliche Beratung für Ihre konkrete Situation.',
          ar: 'يمثّل محتوى الموقع، بما في ذلك أوصاف الخدمات والتقديرات والجداول الزمنية والأسعار ومقالات المدونة، معلوماتٍ عامة عن Fernhill وعن مجال عملنا. وهو ليس عرضًا قابلًا للقبول، ولا يُعدّ استشارة قانونية أو مالية أو أمنية أو غيرها من الاستشارات المهنية المتعلقة بوضعك المحدد.',
        },
        {
          en: 'Our software development services are provided only under a written master services agreement and statement of work signed by both parties. [Fuse](/fuse) sprints, [Fernhill Fund](/fund) investments and [referral program](/referral-program) payouts are each subject to their own written terms, which prevail over anything stated on the Site.',
          de: 'Unsere Softwareentwicklungsleistungen erbringen wir ausschließlich auf Grundlage eines schriftlichen Rahmenvertrags (Master Services Agreement) und einer Leistungsbeschreibung (Statement of Work), die von beiden Parteien unterzeichnet sind. [Fuse](/fuse)-Sprints, Investitionen des [Fernhill Fund](/fund) und Auszahlungen aus dem [Empfehlungsprogramm](/referral-program) unterliegen jeweils eigenen schriftlichen Bedingungen, die allen Angaben auf der Website vorgehen.',
          ar: 'لا نقدّم خدمات تطوير البرمجيات إلا بموجب اتفاقية خدمات إطارية مكتوبة وبيان عمل يوقّعهما الطرفان. وتخضع سبرنتات [Fuse](/fuse) واستثمارات [صندوق Fernhill](/fund) ومكافآت [برنامج الإحالة](/referral-program) كلٌّ منها لشروطه المكتوبة الخاصة، التي تكون لها الأولوية على أي بيان وارد في الموقع.',
        },
        {
          en: 'Case studies and client quotes describe results achieved in specific projects. Every project is different, and past results do not guarantee similar outcomes.',
          de: 'Fallstudien und Kundenzitate beschreiben Ergebnisse, die in konkreten Projekten erzielt wurden. Jedes Projekt ist anders, und frühere Ergebnisse sind keine Garantie für vergleichbare Resultate.',
          ar: 'تصف دراسات الحالة واقتباسات العملاء نتائج تحققت في مشاريع بعينها. وكل مشروع يختلف عن غيره، والنتائج السابقة لا تضمن تحقيق نتائج مماثلة.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'third-party-links',
      heading: {
        en: 'Links to other websites',
        de: 'Links zu anderen Websites',
        ar: 'روابط إلى مواقع إلكترونية أخرى',
      },
      paragraphs: [
        {
          en: 'The Site links to third-party websites, such as our social media profiles, partners and the products we have built for clients. We do not control these websites and are not responsible for their content, availability or privacy practices. Visiting them is at your own risk and subject to their terms.',
          de: 'Die Website enthält Links zu Websites Dritter, etwa zu unseren Social-Media-Profilen, zu Partnern und zu Produkten, die wir für Kunden entwickelt haben. Wir haben keinen Einfluss auf diese Websites und sind nicht für deren Inhalte, Verfügbarkeit oder Datenschutzpraktiken verantwortlich. Der Besuch dieser Websites erfolgt auf Ihr eigenes Risiko und unterliegt deren Bedingungen.',
          ar: 'يتضمن الموقع روابط إلى مواقع إلكترونية تابعة لأطراف ثالثة، مثل حساباتنا على وسائل التواصل الاجتماعي، وشركائنا، والمنتجات التي بنيناها لعملائنا. ونحن لا نتحكم في هذه المواقع، ولسنا مسؤولين عن محتواها أو مدى توفرها أو ممارساتها المتعلقة بالخصوصية. وتكون زيارتك لها على مسؤوليتك الخاصة وخاضعة لشروطها.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'disclaimers',
      heading: { en: 'Disclaimers', de: 'Gewährleistungsausschluss', ar: 'إخلاء المسؤولية' },
      paragraphs: [
        {
          en: 'We work to keep the Site accurate, available and secure, but it is provided “as is” and “as available”. To the fullest extent permitted by law, Fernhill disclaims all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, title and non-infringement, and any warranty that the Site will be uninterrupted, error-free or free of harmful components.',
          de: 'Wir bemühen uns, die Website korrekt, verfügbar und sicher zu halten, sie wird jedoch „wie besehen“ und „wie verfügbar“ bereitgestellt. Im größtmöglichen gesetzlich zulässigen Umfang schließt Fernhill alle ausdrücklichen oder stillschweigenden Gewährleistungen aus, einschließlich der Gewährleistung der Marktgängigkeit, der Eignung für einen bestimmten Zweck, der Freiheit von Rechtsmängeln und der Nichtverletzung von Rechten Dritter, sowie jede Gewährleistung dafür, dass die Website unterbrechungsfrei, fehlerfrei oder frei von schädlichen Komponenten ist.',
          ar: 'نعمل على الحفاظ على دقة الموقع وإتاحته وأمانه، إلا أنه يُقدَّم «كما هو» و«حسب توفره». وإلى أقصى حد يسمح به القانون، تُخلي Fernhill مسؤوليتها عن جميع الضمانات، الصريحة منها والضمنية، بما في ذلك ضمانات القابلية للتسويق، والملاءمة لغرض معين، وسلامة الملكية، وعدم التعدي على حقوق الغير، وأي ضمان بأن يعمل الموقع دون انقطاع أو أن يكون خاليًا من الأخطاء أو من المكونات الضارة.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'limitation-of-liability',
      heading: { en: 'Limitation of liability', de: 'Haftungsbeschränkung', ar: 'تحديد المسؤولية' },
      paragraphs: [
        {
          en: 'To the fullest extent permitted by law, Fernhill and its members, employees and contractors will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising out of or in connection with your use of, or inability to use, the Site, even if we have been advised of the possibility of such damages.',
          de: 'Im größtmöglichen gesetzlich zulässigen Umfang haften Fernhill sowie seine Gesellschafter, Mitarbeiter und Auftragnehmer nicht für mittelbare Schäden, Nebenschäden, besondere Schäden, Folgeschäden oder Schadensersatz mit Strafcharakter und ebenso wenig für entgangenen Gewinn oder den Verlust von Umsätzen, Daten oder Goodwill, die sich aus oder im Zusammenhang mit Ihrer Nutzung der Website oder der Unmöglichkeit ihrer Nutzung ergeben, selbst wenn wir auf die Möglichkeit solcher Schäden hingewiesen wurden.',
          ar: 'إلى أقصى حد يسمح به القانون، لا تتحمّل Fernhill ولا الشركاء فيها ولا موظفوها ولا المتعاقدون معها أي مسؤولية عن أي أضرار غير مباشرة أو عرضية أو خاصة أو تبعية أو تأديبية، أو عن أي خسارة في الأرباح أو الإيرادات أو البيانات أو السمعة التجارية، تنشأ عن استخدامك للموقع أو عجزك عن استخدامه أو تتصل بذلك، حتى لو أُبلغنا بإمكانية وقوع مثل هذه الأضرار.',
        },
        {
          en: 'Our total liability for any claim arising out of or relating to the Site is limited to one hundred US dollars (US$100). Because you use the Site free of charge, this limit reflects a reasonable allocation of risk.',
          de: 'Unsere Gesamthaftung für sämtliche Ansprüche, die sich aus der Website ergeben oder mit ihr zusammenhängen, ist auf einhundert US-Dollar (100\u00a0US$) begrenzt. Da Sie die Website kostenlos nutzen, stellt diese Begrenzung eine angemessene Risikoverteilung dar.',
          ar: 'تقتصر مسؤوليتنا الإجمالية عن أي مطالبة تنشأ عن الموقع أو تتعلق به على مئة دولار أمريكي (US$100). ونظرًا لأنك تستخدم الموقع مجانًا، فإن هذا الحد يعكس توزيعًا معقولًا للمخاطر.',
        },
        {
          en: 'Nothing in these terms excludes or limits liability that cannot be excluded or limited under applicable law, including liability for fraud or for death or personal injury caused by negligence.',
          de: 'Keine Bestimmung dieser Bedingungen schließt eine Haftung aus oder beschränkt sie, soweit diese nach geltendem Recht nicht ausgeschlossen oder beschränkt werden kann, einschließlich der Haftung für Betrug oder für fahrlässig verursachte Todesfälle oder Körperverletzungen.',
          ar: 'ليس في هذه الشروط ما يستبعد أو يحدّ من أي مسؤولية لا يجوز استبعادها أو الحدّ منها بموجب القانون المعمول به، بما في ذلك المسؤولية عن الاحتيال أو عن الوفاة أو الإصابة الشخصية الناجمة عن الإهمال.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'indemnity',
      heading: { en: 'Indemnity', de: 'Freistellung', ar: 'التعويض' },
      paragraphs: [
        {
          en: 'You agree to indemnify and hold harmless Fernhill from any claims, losses and reasonable costs, including legal fees, arising from your breach of these terms or your misuse of the Site.',
          de: 'Sie verpflichten sich, Fernhill von allen Ansprüchen, Verlusten und angemessenen Kosten, einschließlich Anwaltskosten, freizustellen und schadlos zu halten, die sich aus Ihrem Verstoß gegen diese Bedingungen oder Ihrer missbräuchlichen Nutzung der Website ergeben.',
          ar: 'توافق على تعويض Fernhill ودرء الضرر عنها في مواجهة أي مطالبات وخسائر وتكاليف معقولة، بما في ذلك أتعاب المحاماة، تنشأ عن إخلالك بهذه الشروط أو إساءتك استخدام الموقع.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'governing-law',
      heading: {
        en: 'Governing law and disputes',
        de: 'Anwendbares Recht und Streitigkeiten',
        ar: 'القانون الحاكم وتسوية النزاعات',
      },
      paragraphs: [
        {
          en: 'These terms are governed by the laws of the State of Texas and applicable US federal law, without regard to conflict-of-laws rules. Any dispute arising out of or relating to these terms or the Site will be resolved exclusively in the state or federal courts located in Travis County, Texas, and you consent to their jurisdiction.',
          de: 'Diese Bedingungen unterliegen dem Recht des Bundesstaates Texas und dem anwendbaren Bundesrecht der USA unter Ausschluss der Kollisionsnormen. Für alle Streitigkeiten, die sich aus diesen Bedingungen oder der Website ergeben oder damit zusammenhängen, sind ausschließlich die Gerichte des Bundesstaates Texas oder die Bundesgerichte mit Sitz in Travis County, Texas, zuständig, und Sie erklären sich mit deren Zuständigkeit einverstanden.',
          ar: 'تخضع هذه الشروط لقوانين ولاية تكساس والقانون الاتحادي الأمريكي المعمول به، دون اعتبار لقواعد تنازع القوانين. ويُفصل حصريًا في أي نزاع ينشأ عن هذه الشروط أو عن الموقع أو يتعلق بهما أمام محاكم الولاية أو المحاكم الاتحادية الكائنة في مقاطعة ترافيس (Travis County) بولاية تكساس، وتوافق على الخضوع لاختصاصها القضائي.',
        },
        {
          en: 'If you are a consumer living in a country whose laws give you the right to bring proceedings in your home courts or to rely on mandatory local consumer protections, nothing in this section takes that right away.',
          de: 'Sind Sie Verbraucher und leben Sie in einem Land, dessen Gesetze Ihnen das Recht geben, vor den Gerichten Ihres Heimatlandes zu klagen oder sich auf zwingende örtliche Verbraucherschutzvorschriften zu berufen, wird Ihnen dieses Recht durch diesen Abschnitt nicht genommen.',
          ar: 'إذا كنت مستهلكًا تقيم في بلد تمنحك قوانينه الحق في رفع الدعاوى أمام محاكم بلدك أو الاستناد إلى أحكام حماية المستهلك المحلية الإلزامية، فليس في هذا القسم ما يسلبك هذا الحق.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'general',
      heading: { en: 'General', de: 'Allgemeines', ar: 'أحكام عامة' },
      paragraphs: [
        {
          en: 'If any provision of these terms is found unenforceable, the remaining provisions stay in full effect. Our failure to enforce a provision is not a waiver of our right to do so later. You may not transfer your rights under these terms; we may transfer ours in connection with a merger, acquisition or sale of assets.',
          de: 'Sollte eine Bestimmung dieser Bedingungen für nicht durchsetzbar befunden werden, bleiben die übrigen Bestimmungen in vollem Umfang wirksam. Setzen wir eine Bestimmung nicht durch, liegt darin kein Verzicht auf unser Recht, dies später zu tun. Sie dürfen Ihre Rechte aus diesen Bedingungen nicht übertragen; wir dürfen unsere Rechte im Zusammenhang mit einer Fusion, einer Übernahme oder einem Verkauf von Vermögenswerten übertragen.',
          ar: 'إذا تبيّن أن أي حكم من أحكام هذه الشروط غير قابل للتنفيذ، تظل الأحكام المتبقية سارية بالكامل. ولا يُعدّ عدم تطبيقنا لأي حكم تنازلًا عن حقنا في تطبيقه لاحقًا. ولا يجوز لك نقل حقوقك بموجب هذه الشروط؛ ويجوز لنا نقل حقوقنا في إطار عملية اندماج أو استحواذ أو بيع للأصول.',
        },
        {
          en: 'Translations of the Site are provided for convenience. If there is a conflict between the English version of these terms and a translation, the English version prevails.',
          de: 'Übersetzungen der Website werden der Einfachheit halber bereitgestellt. Bei Widersprüchen zwischen der englischen Fassung dieser Bedingungen und einer Übersetzung ist die englische Fassung maßgeblich.',
          ar: 'تُقدَّم ترجمات الموقع تيسيرًا على المستخدمين. وفي حال وجود تعارض بين النسخة الإنجليزية من هذه الشروط وأي ترجمة لها، تسود النسخة الإنجليزية.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'changes',
      heading: {
        en: 'Changes to these terms',
        de: 'Änderungen dieser Bedingungen',
        ar: 'التغييرات على هذه الشروط',
      },
      paragraphs: [
        {
          en: 'We may update these terms from time to time. The date at the top of this page shows when they were last revised, and the version published here at the time you use the Site applies. Material changes take effect 30 days after publication.',
          de: 'Wir können diese Bedingungen von Zeit zu Zeit aktualisieren. Das Datum oben auf dieser Seite gibt an, wann sie zuletzt überarbeitet wurden; es gilt jeweils die Fassung, die zum Zeitpunkt Ihrer Nutzung der Website hier veröffentlicht ist. Wesentliche Änderungen treten 30 Tage nach ihrer Veröffentlichung in Kraft.',
          ar: 'يجوز لنا تحديث هذه الشروط من وقت لآخر. ويُبيّن التاريخ المذكور أعلى هذه الصفحة موعد آخر مراجعة لها، وتسري النسخة المنشورة هنا وقت استخدامك للموقع. وتدخل التغييرات الجوهرية حيز النفاذ بعد 30 يومًا من نشرها.',
        },
      ],
    },
    {
      type: 'richText',
      id: 'contact',
      heading: { en: 'Contact', de: 'Kontakt', ar: 'التواصل' },
      paragraphs: [
        {
          en: 'Questions about these terms can be sent to **legal@fernhill.dev** or by mail to Fernhill Software LLC, Attn: Legal, 1100 Rio Grande St, Austin, TX 78701, United States. For anything else, visit our [contact page](/contact-us).',
          de: 'Fragen zu diesen Bedingungen können Sie an **legal@fernhill.dev** oder per Post an Fernhill Software LLC, Attn: Legal, 1100 Rio Grande St, Austin, TX 78701, USA richten. Für alle anderen Anliegen besuchen Sie bitte unsere [Kontaktseite](/contact-us).',
          ar: 'يمكن إرسال الأسئلة المتعلقة بهذه الشروط إلى **legal@fernhill.dev** أو بالبريد إلى العنوان التالي: Fernhill Software LLC, Attn: Legal, 1100 Rio Grande St, Austin, TX 78701, United States. ولأي استفسارات أخرى، تفضّل بزيارة [صفحة التواصل](/contact-us).',
        },
      ],
    },
  ],
} satisfies PageInput;
