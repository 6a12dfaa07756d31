import type { PageInput } from '../schema/index.ts';

export default {
  id: 'service-areas-cities',
  pageType: 'serviceAreas',
  path: '/service-areas/cities',
  title: { en: 'Service Areas: Cities', de: 'Einsatzgebiete: Städte', ar: 'مناطق الخدمة: المدن' },
  description:
    'Fernhill builds custom software for companies in 29 US cities, with teams on your time zone and in-person workshops when the work calls for a whiteboard.',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Service areas',
      heading: 'Custom software teams for 29 US cities',
      lead: 'We are headquartered in Austin, but most of our clients are not. From our hubs and remote teams across the US, we work with companies in 29 metro areas on their local hours, and we fly out for the moments that are better in person.',
      primaryAction: { label: 'Talk to our team', href: '/contact-us' },
      secondaryAction: { label: 'Browse by state', href: '/service-areas/states' },
    },
    {
      type: 'locationList',
      heading: 'Cities we serve',
      kind: 'city',
    },
    {
      type: 'features',
      id: 'working-with-local-teams',
      heading: 'What working with us looks like in your city',
      intro: 'A distributed team does not have to feel remote. This is what every city engagement includes.',
      items: [
        {
          title: 'In-person kickoff',
          text: 'Your product manager and tech lead travel to you for the kickoff workshop and for quarterly planning, at no extra charge on engagements of six months or more.',
        },
        {
          title: 'Your working hours',
          text: 'Engineers in our Mexico City and Medellín hubs work on Central and Eastern time, and US-based team members cover Mountain and Pacific, so your standup happens in your morning.',
        },
        {
          title: 'Local market context',
          text: 'We have shipped products for companies in each of these metros and know their talent markets, which matters when we help you hire the in-house team that will take over.',
        },
        {
          title: 'One contract, one team',
          text: 'Whether you are in one city or five, you work with a single dedicated team under one master services agreement, with the code in your repositories from day one.',
        },
      ],
    },
    {
      type: 'callToAction',
      heading: 'Don’t see your city?',
      text: 'We work with companies anywhere in the US. Tell us where you are and what you are building, and we will set up an introductory call within three business days.',
      action: { label: 'Get in touch', href: '/contact-us' },
    },
  ],
} satisfies PageInput;
