import type { PageInput } from '../schema/index.ts';

export default {
  id: 'service-areas-states',
  pageType: 'serviceAreas',
  path: '/service-areas/states',
  title: { en: 'Service Areas: States', de: 'Einsatzgebiete: Bundesstaaten', ar: 'مناطق الخدمة: الولايات' },
  description:
    'Custom software development for companies in 29 US states, built to meet the state privacy laws, licensing rules and data residency needs your sector faces.',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Service areas',
      heading: 'Custom software development in 29 states',
      lead: 'Regulation in the US is increasingly written at the state level. Our teams build for companies in 29 states and keep track of the privacy, licensing and records rules that decide how your product has to handle data.',
      primaryAction: { label: 'Talk to our team', href: '/contact-us' },
      secondaryAction: { label: 'Browse by city', href: '/service-areas/cities' },
    },
    {
      type: 'locationList',
      heading: 'States we serve',
      kind: 'state',
    },
    {
      type: 'richText',
      id: 'state-regulations',
      heading: 'Why the state you operate in matters',
      paragraphs: [
        'More than a dozen states now have comprehensive consumer privacy laws, from the California Consumer Privacy Act to the Texas Data Privacy and Security Act and the Colorado Privacy Act. They differ on consent, data subject requests and how sensitive data may be processed. We design consent flows, data retention and request handling so one codebase satisfies every state you sell into.',
        'Sector rules vary by state as well. Money transmitter licensing shapes [fintech products](/services/fintech-software-development), medical records and telehealth rules shape [healthcare software](/services/healthcare-software-development), and real estate disclosure and MLS rules shape [property platforms](/services/real-estate-software-development). We map these requirements during discovery, before they turn into rework.',
        'For public-sector and regulated clients we can keep data in specific US cloud regions, restrict production access to US-based staff, and provide the documentation that state procurement and security reviews ask for. Our delivery process is SOC 2 Type II audited and we build [HIPAA-compliant software](/services/hipaa-compliant-software-development) routinely.',
      ],
    },
    {
      type: 'callToAction',
      heading: 'Operating in several states?',
      text: 'Tell us where your customers are and what your product does. We will outline the state-level requirements that apply before we estimate a line of code.',
      action: { label: 'Start a conversation', href: '/contact-us' },
    },
  ],
} satisfies PageInput;
