import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'flutter-vs-react-native-2026',
  title: 'Choosing between Flutter and React Native in 2026',
  excerpt: 'Both frameworks are now mature enough that the wrong choice rarely sinks a project. The right one still saves months. These are the five questions we ask before recommending either, and the answers that usually decide it.',
  date: '2026-01-20',
  author: 'nadia-haddad',
  category: 'engineering',
  tags: ['flutter', 'react-native', 'mobile', 'architecture'],
  body: [
    {
      type: 'p',
      text: 'We ship production apps in both [Flutter](/services/flutter-app-development) and [React Native](/services/react-native-development), roughly half and half over the last three years, so we are asked this question almost every week. Our honest answer in 2026 is that both are mature, both are backed by large companies with strong reasons to keep investing, and both can produce an app your users won’t be able to tell apart from a native one. The choice still matters, but it is rarely about raw performance anymore. It is about your team, your existing code and what the app has to do besides render screens.',
    },
    { type: 'h2', id: 'what-changed', text: 'What changed since you last compared them' },
    {
      type: 'p',
      text: 'If your picture of the two frameworks dates from 2021, it needs an update:',
    },
    {
      type: 'ul',
      items: [
        '**React Native’s New Architecture is the default**, not an experiment. Fabric, TurboModules and JSI replaced the old asynchronous bridge, which caused most of the performance complaints you may remember. Expo is now the recommended way to start a project, and its build and update services cover most of what teams used to assemble by hand.',
        '**Flutter’s Impeller renderer is the default** on iOS and on modern Android devices, which largely ended the shader-compilation jank that used to appear the first time an animation ran.',
        '**Both have credible web and desktop stories, with caveats.** Flutter on the web suits app-like experiences and is a poor fit for content that needs search visibility. React Native for Web works best when you share components with an existing React codebase.',
      ],
    },
    { type: 'h2', id: 'five-questions-we-ask', text: 'The five questions we ask' },
    {
      type: 'ol',
      items: [
        '**What does your team already know?** If React web engineers will maintain the app after launch, React Native with TypeScript lets them read and review mobile code from day one. If there is no existing team, this question matters less than the others.',
        '**How much code could you share with the web?** Validation rules, API clients and state management written in TypeScript can be shared between a React web app and a React Native app in one monorepo. On recent projects we have shared 30 to 50% of non-UI code this way. Flutter shares code with a Flutter web build, but not with an existing React site.',
        '**How custom is the interface?** Flutter draws every pixel itself, so heavily branded interfaces, complex animations and charts look identical on both platforms with less effort. React Native renders real platform components, which is an advantage when the app should feel native and a cost when the designer wants iOS and Android to match exactly.',
        '**How much native integration is there?** Bluetooth peripherals, background location, health data and payment terminals mean writing Swift and Kotlin either way. List the native capabilities you need and check that well-maintained packages exist for each one, in both ecosystems, before you decide.',
        '**Who maintains it in year three?** Hiring matters more than benchmarks. In the US, React and TypeScript developers are still easier to find than Dart developers, although the gap has narrowed, and Flutter engineers tend to be more specialized in mobile.',
      ],
    },
    { type: 'h2', id: 'how-it-usually-lands', text: 'How it usually lands' },
    {
      type: 'p',
      text: 'Across our last 30 cross-platform projects, the pattern has been consistent. Companies with an existing React web product and a web team choose React Native about 80% of the time, and we usually agree. Greenfield products with a strong visual identity, especially consumer apps, fintech apps and IoT companion apps, lean toward Flutter. Apps with heavy native integration are decided by the availability and quality of the specific packages they need, not by the framework itself.',
    },
    {
      type: 'quote',
      text: 'Pick the framework your team will still be glad to maintain after the launch party. The performance gap between the two is now smaller than the gap between a good and a bad codebase in either.',
    },
    {
      type: 'p',
      text: 'Sometimes the answer is neither. An app that is mostly a camera pipeline or an AR experience, or one that must adopt every new iOS API the day it ships, is still better built natively in Swift and Kotlin. If you would like a second opinion on your own case, our [mobile app development](/services/mobile-app-development) team will review your requirements and tell you which way we would go, and why.',
    },
  ],
} satisfies PostInput;
