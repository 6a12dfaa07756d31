import type { PageInput } from '../schema/index.ts';

export default {
  id: 'terms',
  pageType: 'informational',
  path: '/terms',
  title: { en: 'Terms of Use', de: 'Nutzungsbedingungen', ar: 'شروط الاستخدام' },
  description:
    'The terms that govern your use of fernhill.dev: permitted use, intellectual property, submissions, disclaimers, liability limits and Texas governing law.',
  updated: '2026-09-01',
  sections: [
    {
      type: 'richText',
      id: 'agreement',
      heading: 'Agreement to these terms',
      paragraphs: [
        'The website at https://www.fernhill.dev, in all its language versions (the “Site”), is operated by Fernhill Software LLC, 1100 Rio Grande St, Austin, TX 78701, United States (“Fernhill”, “we”, “us”). By accessing or using the Site you agree to these Terms of Use. If you do not agree, please do not use the Site.',
        'If you use the Site on behalf of a company or other organization, you confirm that you are authorized to accept these terms on its behalf.',
        'How we handle personal data is described in our [Privacy Policy](/privacy-policy), which forms part of these terms.',
      ],
    },
    {
      type: 'richText',
      id: 'use-of-the-site',
      heading: 'Using the Site',
      paragraphs: [
        'You may browse the Site, share links to it, and download or print pages for your own business or personal reference, provided you keep any copyright and other notices intact.',
        'You agree not to: use the Site in a way that breaks any law or infringes anyone’s rights; attempt to gain unauthorized access to the Site, its servers or any connected system; probe, scan or test the Site’s vulnerabilities without our prior written permission; interfere with the Site’s operation, including by introducing malware or placing an unreasonable load on our infrastructure; use automated means to copy substantial parts of the Site or to build a competing database, except for standard search engine indexing; submit false information or impersonate another person or organization; or send unsolicited advertising through our contact form.',
        'If you discover a security vulnerability, please report it to security@fernhill.dev. We will not pursue legal action against good-faith research that respects user privacy, avoids service disruption and gives us reasonable time to fix the issue before disclosure.',
        'We may suspend or restrict access to the Site, in whole or in part, at any time, for example for maintenance or to protect it from abuse.',
      ],
    },
    {
      type: 'richText',
      id: 'intellectual-property',
      heading: 'Intellectual property',
      paragraphs: [
        'The Site and its content, including text, graphics, illustrations, case studies, design, source code and the Fernhill, Fuse and Fernhill Fund names and logos, are owned by Fernhill or its licensors and protected by copyright, trademark and other laws. Except as set out in these terms, no license or right is granted to you.',
        'Client names, logos and product screenshots appear in our case studies with the permission of the clients concerned and remain their property. Third-party trademarks mentioned on the Site, such as the names of programming languages, frameworks and platforms, belong to their owners and are used only to describe our services.',
        'Code samples published in our blog posts may be used, copied and adapted in your own projects without attribution, unless the post states otherwise. They are provided as illustrations and without any warranty.',
      ],
    },
    {
      type: 'richText',
      id: 'your-submissions',
      heading: 'Information you send us',
      paragraphs: [
        'When you submit a contact form, subscribe to our newsletter, make a referral or apply to the Fernhill Fund, you confirm that the information you provide is accurate and that you are entitled to share it.',
        'Please do not send confidential or proprietary information through the Site before we have signed a non-disclosure agreement with you. We treat every enquiry with discretion, but until an NDA is in place we cannot accept a confidentiality obligation for material sent to us unsolicited. We are glad to sign an NDA before any detailed conversation.',
        'If you send us suggestions or feedback about the Site or our services, we may use it without any obligation to you. This does not give us any rights in your product ideas or business plans.',
      ],
    },
    {
      type: 'richText',
      id: 'no-offer',
      heading: 'Information only, not an offer',
      paragraphs: [
        'Content on the Site, including service descriptions, estimates, timelines, prices and blog articles, is general information about Fernhill and our field. It is not an offer capable of acceptance, and it is not legal, financial, security or other professional advice for your specific situation.',
        'Our software development services are provided only under a written master services agreement and statement of work signed by both parties. [Fuse](/fuse) sprints, [Fernhill Fund](/fund) investments and [referral program](/referral-program) payouts are each subject to their own written terms, which prevail over anything stated on the Site.',
        'Case studies and client quotes describe results achieved in specific projects. Every project is different, and past results do not guarantee similar outcomes.',
      ],
    },
    {
      type: 'richText',
      id: 'third-party-links',
      heading: 'Links to other websites',
      paragraphs: [
        'The Site links to third-party websites, such as our social media profiles, partners and the products we have built for clients. We do not control these websites and are not responsible for their content, availability or privacy practices. Visiting them is at your own risk and subject to their terms.',
      ],
    },
    {
      type: 'richText',
      id: 'disclaimers',
      heading: 'Disclaimers',
      paragraphs: [
        'We work to keep the Site accurate, available and secure, but it is provided “as is” and “as available”. To the fullest extent permitted by law, Fernhill disclaims all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, title and non-infringement, and any warranty that the Site will be uninterrupted, error-free or free of harmful components.',
      ],
    },
    {
      type: 'richText',
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'To the fullest extent permitted by law, Fernhill and its members, employees and contractors will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising out of or in connection with your use of, or inability to use, the Site, even if we have been advised of the possibility of such damages.',
        'Our total liability for any claim arising out of or relating to the Site is limited to one hundred US dollars (US$100). Because you use the Site free of charge, this limit reflects a reasonable allocation of risk.',
        'Nothing in these terms excludes or limits liability that cannot be excluded or limited under applicable law, including liability for fraud or for death or personal injury caused by negligence.',
      ],
    },
    {
      type: 'richText',
      id: 'indemnity',
      heading: 'Indemnity',
      paragraphs: [
        'You agree to indemnify and hold harmless Fernhill from any claims, losses and reasonable costs, including legal fees, arising from your breach of these terms or your misuse of the Site.',
      ],
    },
    {
      type: 'richText',
      id: 'governing-law',
      heading: 'Governing law and disputes',
      paragraphs: [
        'These terms are governed by the laws of the State of Texas and applicable US federal law, without regard to conflict-of-laws rules. Any dispute arising out of or relating to these terms or the Site will be resolved exclusively in the state or federal courts located in Travis County, Texas, and you consent to their jurisdiction.',
        'If you are a consumer living in a country whose laws give you the right to bring proceedings in your home courts or to rely on mandatory local consumer protections, nothing in this section takes that right away.',
      ],
    },
    {
      type: 'richText',
      id: 'general',
      heading: 'General',
      paragraphs: [
        'If any provision of these terms is found unenforceable, the remaining provisions stay in full effect. Our failure to enforce a provision is not a waiver of our right to do so later. You may not transfer your rights under these terms; we may transfer ours in connection with a merger, acquisition or sale of assets.',
        'Translations of the Site are provided for convenience. If there is a conflict between the English version of these terms and a translation, the English version prevails.',
      ],
    },
    {
      type: 'richText',
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The date at the top of this page shows when they were last revised, and the version published here at the time you use the Site applies. Material changes take effect 30 days after publication.',
      ],
    },
    {
      type: 'richText',
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        'Questions about these terms can be sent to **legal@fernhill.dev** or by mail to Fernhill Software LLC, Attn: Legal, 1100 Rio Grande St, Austin, TX 78701, United States. For anything else, visit our [contact page](/contact-us).',
      ],
    },
  ],
} satisfies PageInput;
