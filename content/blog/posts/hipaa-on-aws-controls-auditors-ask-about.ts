import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'hipaa-on-aws-controls-auditors-ask-about',
  title: {
    en: 'HIPAA on AWS: the 14 controls auditors actually ask about',
    de: 'HIPAA auf AWS: die 14 Kontrollen, nach denen Prüfer wirklich fragen',
    ar: 'HIPAA على AWS: الضوابط الـ14 التي يسأل عنها المدققون فعلًا',
  },
  excerpt: {
    en: 'HIPAA doesn’t come with a checklist, but assessors and hospital security reviewers ask about the same things every time. These are the fourteen controls we build into every healthcare platform on AWS, and how we prove each one.',
    de: 'HIPAA liefert keine Checkliste mit, doch Assessoren und Sicherheitsprüfer von Krankenhäusern fragen jedes Mal nach denselben Dingen. Diese vierzehn Kontrollen bauen wir in jede Gesundheitsplattform auf AWS ein – und so weisen wir jede einzelne nach.',
    ar: 'لا يأتي HIPAA بقائمة تحقق، لكن المقيّمين ومراجعي الأمن في المستشفيات يسألون عن الأمور نفسها في كل مرة. هذه هي الضوابط الأربعة عشر التي نبنيها في كل منصة رعاية صحية على AWS، وهكذا نثبت كلًّا منها.',
  },
  date: '2025-08-05',
  author: 'owen-whitaker',
  category: 'engineering',
  tags: [
    { en: 'hipaa', de: 'HIPAA', ar: 'HIPAA' },
    { en: 'aws', de: 'AWS', ar: 'AWS' },
    { en: 'compliance', de: 'Compliance', ar: 'الامتثال' },
    { en: 'healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
    { en: 'security', de: 'Sicherheit', ar: 'الأمن' },
  ],
  body: [
    {
      type: 'p',
      text: {
        en: 'There is no such thing as a HIPAA certification, and signing a business associate agreement with AWS does not make your product compliant. What exists is the Security Rule’s list of safeguards, written in deliberately technology-neutral language, and a group of assessors, hospital security teams and enterprise procurement reviewers who translate it into questions. After dozens of healthcare builds and our own SOC 2 Type II audits, we have found those questions to be remarkably consistent.',
        de: 'Eine HIPAA-Zertifizierung gibt es nicht, und der Abschluss eines Business Associate Agreement (BAA) mit AWS macht Ihr Produkt nicht automatisch konform. Was es gibt, ist die Liste der Schutzmaßnahmen aus der Security Rule, bewusst technologieneutral formuliert, und eine Gruppe von Assessoren, Sicherheitsteams von Krankenhäusern und Einkaufsprüfern großer Unternehmen, die daraus Fragen ableiten. Nach Dutzenden Projekten im Gesundheitswesen und unseren eigenen SOC-2-Type-II-Audits haben wir festgestellt, dass diese Fragen bemerkenswert einheitlich sind.',
        ar: 'لا يوجد ما يُسمى شهادة HIPAA، وتوقيع اتفاقية شريك الأعمال (BAA) مع AWS لا يجعل منتجك ممتثلًا. ما يوجد هو قائمة الضمانات الواردة في قاعدة الأمن (Security Rule)، المكتوبة بلغة محايدة تقنيًا عن قصد، ومجموعة من المقيّمين وفرق الأمن في المستشفيات ومراجعي المشتريات في المؤسسات الكبرى الذين يترجمونها إلى أسئلة. وبعد عشرات المشاريع في قطاع الرعاية الصحية وعمليات تدقيق SOC 2 Type II الخاصة بنا، وجدنا أن هذه الأسئلة متسقة إلى حد لافت.',
      },
    },
    {
      type: 'h2',
      id: 'the-fourteen-controls',
      text: {
        en: 'The fourteen controls',
        de: 'Die vierzehn Kontrollen',
        ar: 'الضوابط الأربعة عشر',
      },
    },
    {
      type: 'p',
      text: {
        en: 'These are the controls we build into every [HIPAA-compliant platform](/services/hipaa-compliant-software-development) on AWS from the first sprint. Retrofitting them after launch typically costs three to five times as much, mostly because data has already landed in places nobody planned for.',
        de: 'Diese Kontrollen bauen wir ab dem ersten Sprint in jede [HIPAA-konforme Plattform](/services/hipaa-compliant-software-development) auf AWS ein. Sie nach dem Launch nachzurüsten, kostet in der Regel das Drei- bis Fünffache – vor allem, weil Daten bereits an Orten gelandet sind, die niemand eingeplant hatte.',
        ar: 'هذه هي الضوابط التي نبنيها في كل [منصة متوافقة مع HIPAA](/services/hipaa-compliant-software-development) على AWS منذ السبرنت الأول. فإضافتها بعد الإطلاق تكلّف عادةً ثلاثة إلى خمسة أضعاف، ويرجع ذلك في الغالب إلى أن البيانات تكون قد استقرت بالفعل في أماكن لم يخطط لها أحد.',
      },
    },
    {
      type: 'ol',
      items: [
        {
          en: '**A signed BAA with AWS**, accepted through AWS Artifact, and PHI stored or processed only in HIPAA-eligible services. We keep the list of services in use next to AWS’s eligibility reference and review it whenever something new is added.',
          de: '**Ein unterzeichnetes BAA mit AWS**, akzeptiert über AWS Artifact, und PHI (geschützte Gesundheitsinformationen) werden ausschließlich in HIPAA-fähigen Diensten gespeichert oder verarbeitet. Wir führen die Liste der genutzten Dienste neben der Eignungsübersicht von AWS und prüfen sie, sobald etwas Neues hinzukommt.',
          ar: '**اتفاقية BAA موقّعة مع AWS**، مقبولة عبر AWS Artifact، مع تخزين المعلومات الصحية المحمية (PHI) أو معالجتها في الخدمات المؤهلة لـHIPAA فقط. ونحتفظ بقائمة الخدمات المستخدمة بجوار مرجع الأهلية الصادر عن AWS، ونراجعها كلما أُضيف شيء جديد.',
        },
        {
          en: '**Encryption at rest everywhere PHI lands:** RDS, S3, EBS, snapshots and backups, using KMS keys whose policies separate the people who administer a key from the roles that use it.',
          de: '**Verschlüsselung ruhender Daten überall, wo PHI landen:** RDS, S3, EBS, Snapshots und Backups, mit KMS-Schlüsseln, deren Richtlinien die Personen, die einen Schlüssel verwalten, von den Rollen trennen, die ihn nutzen.',
          ar: '**تشفير البيانات المخزنة في كل مكان تصل إليه PHI:** في RDS وS3 وEBS واللقطات والنسخ الاحتياطية، باستخدام مفاتيح KMS تفصل سياساتها بين الأشخاص الذين يديرون المفتاح والأدوار التي تستخدمه.',
        },
        {
          en: '**Encryption in transit:** TLS 1.2 or later on every load balancer and API, and rds.force_ssl enabled on Postgres so unencrypted client connections are refused.',
          de: '**Verschlüsselung bei der Übertragung:** TLS 1.2 oder höher an jedem Load Balancer und jeder API sowie rds.force_ssl in Postgres aktiviert, sodass unverschlüsselte Client-Verbindungen abgewiesen werden.',
          ar: '**التشفير أثناء النقل:** TLS 1.2 أو أحدث على كل موازن أحمال وكل واجهة API، مع تفعيل rds.force_ssl في Postgres لرفض اتصالات العملاء غير المشفرة.',
        },
        {
          en: '**Unique user identities:** single sign-on through IAM Identity Center, no shared accounts, and no long-lived access keys for people.',
          de: '**Eindeutige Benutzeridentitäten:** Single Sign-on über IAM Identity Center, keine gemeinsam genutzten Konten und keine langlebigen Zugriffsschlüssel für Personen.',
          ar: '**هويات فريدة للمستخدمين:** تسجيل دخول موحّد عبر IAM Identity Center، ولا حسابات مشتركة، ولا مفاتيح وصول طويلة الأمد للأشخاص.',
        },
        {
          en: '**Multi-factor authentication** for the AWS console, the VPN and every admin interface in the application itself.',
          de: '**Multi-Faktor-Authentifizierung** für die AWS-Konsole, das VPN und jede Admin-Oberfläche in der Anwendung selbst.',
          ar: '**المصادقة متعددة العوامل** لوحدة تحكم AWS والشبكة الافتراضية الخاصة (VPN) وكل واجهة إدارة داخل التطبيق نفسه.',
        },
        {
          en: '**Least-privilege roles with quarterly access reviews**, evidenced by an export and a signed-off ticket rather than a calendar reminder.',
          de: '**Rollen nach dem Least-Privilege-Prinzip mit vierteljährlichen Zugriffsprüfungen**, belegt durch einen Export und ein abgezeichnetes Ticket statt durch eine Kalendererinnerung.',
          ar: '**أدوار بأقل قدر من الصلاحيات مع مراجعات ربع سنوية للوصول**، تُثبت بملف تصدير وتذكرة معتمدة بالتوقيع لا بتذكير في التقويم.',
        },
        {
          en: '**Infrastructure audit logging:** a multi-region CloudTrail trail with log file validation, delivered to a separate, locked-down logging account.',
          de: '**Audit-Logging der Infrastruktur:** ein regionsübergreifender CloudTrail-Trail mit Validierung der Logdateien, zugestellt an ein separates, abgeschottetes Logging-Konto.',
          ar: '**سجلات تدقيق البنية التحتية:** مسار CloudTrail متعدد المناطق مع التحقق من صحة ملفات السجل، يُسلَّم إلى حساب سجلات منفصل ومحكم الإغلاق.',
        },
        {
          en: '**Application audit logging:** who viewed, created, changed or exported which patient record, when and from where. We default to six years of retention to match HIPAA’s documentation rule.',
          de: '**Audit-Logging der Anwendung:** wer welche Patientenakte wann und von wo angesehen, angelegt, geändert oder exportiert hat. Standardmäßig bewahren wir diese Logs sechs Jahre auf, passend zur Dokumentationsvorschrift von HIPAA.',
          ar: '**سجلات تدقيق التطبيق:** من اطّلع على أي سجل مريض أو أنشأه أو عدّله أو صدّره، ومتى ومن أين. ونعتمد افتراضيًا مدة احتفاظ قدرها ست سنوات بما يتوافق مع قاعدة التوثيق في HIPAA.',
        },
        {
          en: '**Network segmentation:** PHI datastores in private subnets with no public endpoints, security groups scoped by role, and VPC endpoints for S3 and KMS.',
          de: '**Netzwerksegmentierung:** PHI-Datenspeicher in privaten Subnetzen ohne öffentliche Endpunkte, nach Rollen zugeschnittene Security Groups und VPC-Endpunkte für S3 und KMS.',
          ar: '**تقسيم الشبكة:** مخازن بيانات PHI في شبكات فرعية خاصة بلا نقاط وصول عامة، ومجموعات أمان محددة النطاق بحسب الدور، ونقاط وصول VPC لـS3 وKMS.',
        },
        {
          en: '**Backups with tested restores:** AWS Backup plans with cross-region copies and a restore drill at least twice a year, with the measured recovery time written down.',
          de: '**Backups mit getesteter Wiederherstellung:** AWS-Backup-Pläne mit regionsübergreifenden Kopien und mindestens zweimal im Jahr eine Wiederherstellungsübung, bei der die gemessene Wiederherstellungszeit schriftlich festgehalten wird.',
          ar: '**نسخ احتياطية مع اختبار الاستعادة:** خطط AWS Backup مع نسخ عبر المناطق، وتمرين استعادة مرتين في السنة على الأقل، مع توثيق زمن الاستعادة المُقاس كتابةً.',
        },
        {
          en: '**Vulnerability management:** Amazon Inspector for instances and container images, dependency scanning in CI, and written patch deadlines by severity.',
          de: '**Schwachstellenmanagement:** Amazon Inspector für Instanzen und Container-Images, Abhängigkeitsscans in der CI und schriftlich festgelegte Patch-Fristen nach Schweregrad.',
          ar: '**إدارة الثغرات:** Amazon Inspector للخوادم وصور الحاويات، وفحص التبعيات ضمن CI، ومواعيد نهائية مكتوبة للتصحيحات بحسب درجة الخطورة.',
        },
        {
          en: '**Threat detection and alerting:** GuardDuty in every region, and alerts on root account use and on changes to CloudTrail or security groups, routed to a person on an on-call rotation.',
          de: '**Bedrohungserkennung und Alarmierung:** GuardDuty in jeder Region sowie Alarme bei Nutzung des Root-Kontos und bei Änderungen an CloudTrail oder Security Groups, die an eine Person in der Rufbereitschaft gehen.',
          ar: '**رصد التهديدات والتنبيه:** GuardDuty في كل منطقة، وتنبيهات عند استخدام حساب الجذر (root) وعند أي تغيير في CloudTrail أو مجموعات الأمان، تُوجَّه إلى شخص ضمن جدول المناوبات.',
        },
        {
          en: '**PHI kept out of logs, error trackers and analytics**, enforced with scrubbing middleware and tests, plus a BAA with any vendor that could still receive it.',
          de: '**Keine PHI in Logs, Error-Trackern und Analytics**, durchgesetzt mit Bereinigungs-Middleware und Tests, dazu ein BAA mit jedem Anbieter, der sie dennoch erhalten könnte.',
          ar: '**إبعاد PHI عن السجلات وأدوات تتبع الأخطاء والتحليلات**، وفرض ذلك ببرمجيات وسيطة تنقّي البيانات واختبارات، إضافةً إلى اتفاقية BAA مع أي مورّد قد تصل إليه رغم ذلك.',
        },
        {
          en: '**An incident response and breach notification plan**, rehearsed in a tabletop exercise every year, with the 60-day notification deadline spelled out.',
          de: '**Ein Plan für Incident Response und Benachrichtigung bei Datenschutzverletzungen**, jedes Jahr in einer Tabletop-Übung geprobt, mit ausdrücklich festgehaltener 60-Tage-Frist für die Benachrichtigung.',
          ar: '**خطة للاستجابة للحوادث والإخطار بالاختراقات**، يُتدرَّب عليها سنويًا في تمرين محاكاة نظري، مع النص صراحةً على مهلة الإخطار البالغة 60 يومًا.',
        },
      ],
    },
    {
      type: 'h2',
      id: 'how-we-prove-them',
      text: { en: 'How we prove them', de: 'Wie wir sie nachweisen', ar: 'كيف نثبتها' },
    },
    {
      type: 'p',
      text: {
        en: 'Auditors want evidence, not architecture diagrams. We keep a control matrix that maps each item above to the Terraform module that implements it, the report that proves it and the person who owns it. For the infrastructure controls, the output of a few read-only AWS CLI calls goes into the evidence folder every quarter:',
        de: 'Prüfer wollen Nachweise, keine Architekturdiagramme. Wir führen eine Kontrollmatrix, die jeden der obigen Punkte dem Terraform-Modul zuordnet, das ihn umsetzt, dem Bericht, der ihn belegt, und der Person, die dafür verantwortlich ist. Für die Infrastrukturkontrollen legen wir jedes Quartal die Ausgabe einiger schreibgeschützter AWS-CLI-Aufrufe im Nachweisordner ab:',
        ar: 'يريد المدققون أدلة، لا مخططات للبنية المعمارية. لذلك نحتفظ بمصفوفة ضوابط تربط كل بند مما سبق بوحدة Terraform التي تطبّقه، والتقرير الذي يثبته، والشخص المسؤول عنه. وبالنسبة إلى ضوابط البنية التحتية، تُحفظ كل ربع سنة مخرجات بضعة أوامر AWS CLI للقراءة فقط في مجلد الأدلة:',
      },
    },
    {
      type: 'code',
      language: 'bash',
      code: `# CloudTrail: multi-region trail with log file validation
aws cloudtrail describe-trails \\
  --query 'trailList[].{name:Name,multiRegion:IsMultiRegionTrail,validation:LogFileValidationEnabled}'

# RDS: every instance encrypted at rest
aws rds describe-db-instances \\
  --query 'DBInstances[].{db:DBInstanceIdentifier,encrypted:StorageEncrypted}'

# EBS: encryption by default in this region
aws ec2 get-ebs-encryption-by-default

# S3: public access blocked for the whole account
aws s3control get-public-access-block \\
  --account-id "$(aws sts get-caller-identity --query Account --output text)"`,
    },
    {
      type: 'p',
      text: {
        en: 'The AWS Config conformance pack for HIPAA Security checks most of these continuously, and we deploy it on every account. We still keep the quarterly snapshots, because an assessor sampling evidence wants a dated artifact, not a live dashboard.',
        de: 'Das AWS Config Conformance Pack für HIPAA Security prüft die meisten dieser Punkte kontinuierlich, und wir setzen es in jedem Konto ein. Die vierteljährlichen Snapshots behalten wir trotzdem bei, denn ein Assessor, der Stichproben aus den Nachweisen zieht, will ein datiertes Artefakt und kein Live-Dashboard.',
        ar: 'تفحص حزمة المطابقة HIPAA Security في AWS Config معظم هذه البنود باستمرار، ونحن ننشرها على كل حساب. ومع ذلك نحتفظ باللقطات ربع السنوية، لأن المقيّم الذي يأخذ عينات من الأدلة يريد مستندًا مؤرخًا، لا لوحة معلومات حية.',
      },
    },
    {
      type: 'h2',
      id: 'where-teams-get-caught',
      text: {
        en: 'Where teams get caught',
        de: 'Wo Teams ins Straucheln geraten',
        ar: 'أين تتعثر الفرق',
      },
    },
    {
      type: 'p',
      text: {
        en: 'The infrastructure controls are rarely where findings come from. In our experience, findings cluster around three things:',
        de: 'Die Infrastrukturkontrollen sind selten die Quelle von Feststellungen. Unserer Erfahrung nach häufen sich Feststellungen bei drei Dingen:',
        ar: 'نادرًا ما تأتي الملاحظات من ضوابط البنية التحتية. ففي تجربتنا تتركز الملاحظات حول ثلاثة أمور:',
      },
    },
    {
      type: 'ul',
      items: [
        {
          en: '**PHI in places nobody classified:** a support engineer’s CSV export, a Slack thread, an error-tracker breadcrumb containing a patient’s name.',
          de: '**PHI an Orten, die niemand klassifiziert hat:** der CSV-Export aus dem technischen Support, ein Slack-Thread, ein Breadcrumb im Error-Tracker mit dem Namen eines Patienten.',
          ar: '**PHI في أماكن لم يصنّفها أحد:** ملف CSV صدّره أحد مهندسي الدعم، أو سلسلة رسائل في Slack، أو أثر تتبّع (breadcrumb) في أداة تتبع الأخطاء يتضمن اسم مريض.',
        },
        {
          en: '**Vendors without a BAA:** email, SMS, analytics and session-replay tools added by a product team after launch.',
          de: '**Anbieter ohne BAA:** E-Mail-, SMS-, Analytics- und Session-Replay-Tools, die ein Produktteam nach dem Launch hinzugefügt hat.',
          ar: '**موردون بلا اتفاقية BAA:** أدوات البريد الإلكتروني والرسائل النصية والتحليلات وإعادة تشغيل الجلسات التي يضيفها فريق المنتج بعد الإطلاق.',
        },
        {
          en: '**Access reviews that exist only on paper:** the policy says quarterly, and the last export of who has production access is fourteen months old.',
          de: '**Zugriffsprüfungen, die nur auf dem Papier existieren:** Die Richtlinie schreibt vierteljährliche Prüfungen vor, doch der letzte Export darüber, wer Produktionszugriff hat, ist vierzehn Monate alt.',
          ar: '**مراجعات وصول لا وجود لها إلا على الورق:** تنص السياسة على إجرائها كل ربع سنة، بينما يعود آخر تصدير لقائمة من يملكون صلاحية الوصول إلى بيئة الإنتاج إلى أربعة عشر شهرًا مضت.',
        },
      ],
    },
    {
      type: 'p',
      text: {
        en: 'None of those are AWS problems. They are process problems, which is why we hand over runbooks and a compliance calendar along with the infrastructure at the end of a [healthcare software](/services/healthcare-software-development) engagement, and why our [DevOps](/services/devops) team keeps the evidence collection automated for clients who stay with us after launch.',
        de: 'Keines davon ist ein AWS-Problem. Es sind Prozessprobleme – deshalb übergeben wir am Ende eines Projekts für [Software im Gesundheitswesen](/services/healthcare-software-development) zusammen mit der Infrastruktur auch Runbooks und einen Compliance-Kalender, und deshalb hält unser [DevOps](/services/devops)-Team die Nachweiserhebung für Kunden, die nach dem Launch bei uns bleiben, automatisiert.',
        ar: 'لا شيء من ذلك مشكلة في AWS، بل هي مشكلات في العمليات. ولهذا نسلّم أدلة التشغيل (runbooks) وتقويمًا للامتثال مع البنية التحتية في نهاية أي مشروع من مشاريع [برمجيات الرعاية الصحية](/services/healthcare-software-development)، ولهذا أيضًا يُبقي فريق [DevOps](/services/devops) لدينا جمع الأدلة مؤتمتًا للعملاء الذين يستمرون معنا بعد الإطلاق.',
      },
    },
  ],
} satisfies PostInput;
