import type { PageInput } from '../schema/index.ts';

export default {
  id: 'privacy-policy',
  pageType: 'informational',
  path: '/privacy-policy',
  title: { en: 'Privacy Policy', de: 'Datenschutzerklärung', ar: 'سياسة الخصوصية' },
  description:
    'How Fernhill collects, uses and protects personal data on fernhill.dev: analytics, contact and newsletter data, processors, retention and your privacy rights.',
  updated: '2026-09-01',
  sections: [
    {
      type: 'richText',
      id: 'who-we-are',
      heading: 'Who we are and what this policy covers',
      paragraphs: [
        'Fernhill Software LLC (“Fernhill”, “we”, “us”) is a custom software development company registered in Texas, with its headquarters at 1100 Rio Grande St, Austin, TX 78701, United States. For the personal data described in this policy, Fernhill is the controller (under the GDPR) and the business (under the California Consumer Privacy Act, as amended by the CPRA).',
        'This policy applies to our website at https://www.fernhill.dev in all its language versions, to enquiries you send us through the website or by email, to our newsletter, and to our [referral program](/referral-program) and [Fernhill Fund](/fund) applications.',
        'It does not cover personal data we process on behalf of our clients inside the software we build or operate for them. In those projects we act as a processor or service provider, and the data is handled under the client’s instructions and the data processing agreement in our contract with them. Questions about that data should go to the client concerned.',
      ],
    },
    {
      type: 'richText',
      id: 'data-we-collect',
      heading: 'Personal data we collect',
      paragraphs: [
        '**Contact and project enquiries.** When you use the contact form or write to one of our addresses, we collect your name, email address, company, role, and whatever you choose to tell us about your project, such as timeline, budget range and attachments. If we go on to speak, we keep notes of our calls and the correspondence that follows.',
        '**Newsletter.** When you subscribe, we collect your email address, where you subscribed (the site footer or a blog post), the date and time of your subscription and your confirmation. Our newsletter platform also records whether an email was delivered and opened and which links were clicked, so that we can remove inactive addresses and understand which topics are useful.',
        '**Analytics and usage data.** When you browse the site, we collect the pages you view, the page you came from, the approximate time spent on each page, your browser and device type, screen size, language settings and an approximate location derived from a truncated IP address. If you arrive through a link that carries campaign parameters (utm_source, utm_medium, utm_campaign, utm_content, utm_term, utm_id or gclid), we record those parameters together with the page where you entered the site.',
        '**Technical data.** Our hosting provider and web servers log IP addresses, request URLs, timestamps and user agents to deliver the site and protect it against abuse. If a page fails to load or a script error occurs in your browser, an error report with technical details about the failure, your browser and the page is sent to our error-monitoring service.',
        '**Referral program and Fund applications.** If you refer a company or apply to the Fernhill Fund, we collect the information you provide, such as contact details, company information, pitch materials and, for referral payouts, payment and tax details.',
        '**Job applications.** If you send us a CV or portfolio, we process it to assess your application.',
        'We do not knowingly collect sensitive personal data, such as health information or government identification numbers, through the website. Please do not include it in messages to us.',
      ],
    },
    {
      type: 'richText',
      id: 'how-we-use-data',
      heading: 'How we use personal data and our legal bases',
      paragraphs: [
        'We use personal data for the following purposes. Where the GDPR or UK GDPR applies, we rely on the legal basis shown in each case.',
        '**To answer enquiries and prepare proposals**, including scheduling calls, signing NDAs and drafting estimates. Legal basis: steps taken at your request before entering into a contract (Art. 6(1)(b) GDPR) and our legitimate interest in responding to business enquiries (Art. 6(1)(f)).',
        '**To send the newsletter** you subscribed to. Legal basis: your consent (Art. 6(1)(a)), which you can withdraw at any time with the unsubscribe link in every email.',
        '**To measure and improve the website**, for example to see which pages are read, which campaigns bring visitors, and which version of a call-to-action button works better in an experiment. Legal basis: your consent where required by law, and otherwise our legitimate interest in running an effective website (Art. 6(1)(f)).',
        '**To keep the website secure and working**, including server logs and error reports. Legal basis: our legitimate interest in protecting our systems and visitors (Art. 6(1)(f)).',
        '**To run the referral program and assess Fund applications**, including paying referral fees. Legal basis: performance of a contract (Art. 6(1)(b)) and our legal obligations for tax records (Art. 6(1)(c)).',
        '**To comply with the law** and to establish, exercise or defend legal claims. Legal basis: legal obligation (Art. 6(1)(c)) and legitimate interests (Art. 6(1)(f)).',
        'We do not use personal data from this website for automated decision-making that produces legal or similarly significant effects, and we do not use it to train machine learning models.',
      ],
    },
    {
      type: 'richText',
      id: 'cookies-and-storage',
      heading: 'Cookies, local storage and similar technologies',
      paragraphs: [
        'The site stores a small amount of information in your browser’s local storage to work properly: your chosen language, the campaign parameters you arrived with (so that a later enquiry can be attributed to the right campaign) and, if you are part of a call-to-action experiment, the version you were assigned. This information stays on your device until you clear it.',
        'Our analytics tools may set cookies or similar identifiers to distinguish visits. Where the law requires consent for this, for example for visitors from the European Economic Area, the United Kingdom and Switzerland, we ask for it before any non-essential analytics run. You can withdraw consent at any time by clearing this site’s data in your browser or by writing to privacy@fernhill.dev.',
        'We honor the Global Privacy Control (GPC) signal. If your browser sends it, we treat it as an opt-out of any processing that could count as a sale or sharing of personal data under US state privacy laws.',
        'We do not use advertising cookies or allow third-party ad networks to track visitors on our website.',
      ],
    },
    {
      type: 'richText',
      id: 'processors',
      heading: 'Service providers and processors',
      paragraphs: [
        'We use carefully selected service providers to run the website and our business. They process personal data only on our instructions, under written data processing agreements that require confidentiality, appropriate security and assistance with your privacy rights. The categories are:',
        '**Hosting and content delivery** for the website and its server logs. **Web analytics** for usage statistics and experiments. **Error monitoring** for browser and server error reports. **Email and newsletter delivery** for sending and tracking our newsletter. **Customer relationship management** for storing enquiries and correspondence. **Scheduling and video conferencing** for arranging and holding calls. **Payment and accounting** for referral payouts and invoicing.',
        'A current list of the specific providers we use, and the countries where they process data, is available on request from privacy@fernhill.dev. We review each provider’s security and privacy practices before we engage them and at least once a year afterwards.',
      ],
    },
    {
      type: 'richText',
      id: 'sharing',
      heading: 'When we share personal data',
      paragraphs: [
        'We do not sell personal data, and we do not share it for cross-context behavioral advertising, as those terms are defined in the CCPA.',
        'Apart from the service providers described above, we share personal data only: with your consent, for example when you ask us to introduce you to a partner; with professional advisers such as lawyers, auditors and accountants who are bound by confidentiality; when required by law, regulation or a valid legal request; to protect the rights, property or safety of Fernhill, our clients or others; and, in connection with a merger, acquisition or sale of assets, with the parties involved, who would be required to respect this policy.',
        'Members of our own team in Mexico and Colombia may access enquiries as part of their work for Fernhill, under the same confidentiality obligations and security controls as our US staff.',
      ],
    },
    {
      type: 'richText',
      id: 'international-transfers',
      heading: 'International transfers',
      paragraphs: [
        'Fernhill is based in the United States, and most of our service providers store data there. If you are in the European Economic Area, the United Kingdom or Switzerland, your personal data will be transferred to countries that may not offer the same level of protection as your own.',
        'We protect these transfers with the European Commission’s Standard Contractual Clauses (together with the UK Addendum and Swiss amendments where relevant) or, where a provider is certified, the EU-U.S. Data Privacy Framework and its UK and Swiss extensions. You can request a copy of the relevant safeguards from privacy@fernhill.dev.',
      ],
    },
    {
      type: 'richText',
      id: 'retention',
      heading: 'How long we keep personal data',
      paragraphs: [
        'We keep personal data only as long as we need it for the purposes above, and then delete or anonymize it. Our standard retention periods are:',
        '**Enquiries that do not lead to a contract:** 24 months after our last contact with you. **Client contracts, invoices and related correspondence:** seven years after the end of the engagement, to meet tax and legal obligations. **Newsletter subscriptions:** until you unsubscribe; afterwards we keep your email address on a suppression list only so we do not email you again. **Analytics data:** 14 months at event level, after which only aggregated statistics remain. **Server logs:** 30 days. **Error reports:** 90 days. **Fund applications:** 24 months if not accepted. **Job applications:** 12 months, or longer with your consent. **Referral payout and tax records:** seven years.',
        'We may keep data longer where the law requires it or where it is needed to establish, exercise or defend legal claims.',
      ],
    },
    {
      type: 'richText',
      id: 'gdpr-rights',
      heading: 'Your rights in the EEA, the UK and Switzerland',
      paragraphs: [
        'If the GDPR, UK GDPR or Swiss data protection law applies to you, you have the right to access the personal data we hold about you, to have inaccurate data corrected, to have data erased, to restrict or object to processing (including, at any time, processing for direct marketing), to receive your data in a portable format, and to withdraw consent at any time without affecting processing carried out before the withdrawal.',
        'You also have the right to lodge a complaint with a data protection supervisory authority, in particular in the country where you live or work or where an alleged infringement took place. We would appreciate the chance to address your concern first.',
        'We respond to requests within one month. We may extend this by two further months for complex or numerous requests, in which case we will tell you why within the first month.',
      ],
    },
    {
      type: 'richText',
      id: 'us-state-rights',
      heading: 'Your rights in California and other US states',
      paragraphs: [
        'If you are a California resident, the CCPA gives you the right to know what personal information we have collected about you and how we use and disclose it, to request deletion, to correct inaccurate information, to opt out of the sale or sharing of personal information, and to limit the use of sensitive personal information. We do not sell or share personal information and do not use sensitive personal information for purposes that would require an opt-out. We will not discriminate against you for exercising any of these rights.',
        'In the past 12 months we have collected the following categories of personal information, for the purposes described under [how we use personal data](/privacy-policy#how-we-use-data): identifiers (such as name, email address and IP address); professional or employment-related information (such as company and role); commercial information (such as the services you asked about); internet or other electronic network activity (such as pages viewed and interactions with the site); and approximate geolocation. We disclosed these categories to the [service providers](/privacy-policy#processors) described above.',
        'Residents of other states with comprehensive privacy laws, including Colorado, Connecticut, Oregon, Texas, Utah and Virginia, have similar rights to access, correct, delete and port their data and to opt out of targeted advertising, sale and profiling. If we decline a request, you may appeal by replying to our decision; we will respond to the appeal within 45 days.',
        'You can submit a request yourself or through an authorized agent. To protect your data, we verify requests by matching information you provide against what we hold, usually by confirming control of the email address concerned. We respond within 45 days and, where necessary, will tell you if we need an additional 45 days.',
      ],
    },
    {
      type: 'richText',
      id: 'security',
      heading: 'How we protect personal data',
      paragraphs: [
        'All traffic to the website is encrypted with TLS, and personal data is encrypted at rest with our service providers. Access is limited to people who need it for their role, protected by single sign-on and multi-factor authentication, and logged.',
        'Our security program, including the systems that hold website and enquiry data, is audited annually against the SOC 2 Type II criteria. Staff complete security and privacy training when they join and every year after that.',
        'No system is completely secure. If a personal data breach affects you, we will notify you and the relevant authorities as required by applicable law, and tell you what we are doing about it.',
      ],
    },
    {
      type: 'richText',
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'Our website and services are intended for businesses and are not directed at children. We do not knowingly collect personal data from anyone under 16. If you believe a child has given us personal data, contact us and we will delete it.',
      ],
    },
    {
      type: 'richText',
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'We review this policy at least once a year and update it when our practices or the law change. The date at the top of this page shows when it was last revised. If we make a material change, we will also tell newsletter subscribers by email before it takes effect.',
      ],
    },
    {
      type: 'richText',
      id: 'contact',
      heading: 'How to contact us',
      paragraphs: [
        'To exercise your rights or ask about this policy, email **privacy@fernhill.dev**, or write to Fernhill Software LLC, Attn: Privacy, 1100 Rio Grande St, Austin, TX 78701, United States. We acknowledge privacy requests within five business days.',
        'For everything else, see our [contact page](/contact-us). Our [terms of use](/terms) govern your use of the website.',
      ],
    },
  ],
} satisfies PageInput;
