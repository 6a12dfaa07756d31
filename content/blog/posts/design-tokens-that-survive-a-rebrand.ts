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
    ar: 'تنهار معظم أنظمة الرموز عند أول تغيير في الهوية البصرية، لأنها تسمّي الألوان بحسب مظهرها. إليكم البنية ثلاثية المستويات التي نعتمدها، بحيث يقتصر تغيير الهوية على ملف واحد بدلًا من أربعمئة مكوّن.',
  },
  date: '2025-03-11',
  author: 'lucia-mendoza',
  category: 'design',
  tags: ['design-systems', 'design-tokens', 'branding', 'figma'],
  body: [
    {
      type: 'p',
      text: 'Last year a fintech client changed its primary color from a deep blue to a green after an acquisition. Their design system had roughly 420 components shared between a React web app and a React Native app. The color change took us four days, including accessibility checks, and most of that time went into reviewing screenshots. Two years earlier, a similar rebrand for a different client had taken eleven weeks. The difference wasn’t the tooling. It was how the tokens were named.',
    },
    { type: 'h2', id: 'name-the-decision', text: 'Name the decision, not the value' },
    {
      type: 'p',
      text: 'The most common token mistake we inherit is a flat list such as blue-500, blue-600 and spacing-16, used directly in components. That is a palette with extra steps. When blue stops being the brand color, every component that says blue is now wrong, and someone has to find and judge each one by hand. We structure tokens in three tiers instead, and components may only reference the top two:',
    },
    {
      type: 'ol',
      items: [
        '**Primitives** describe raw values: palette.green.600, space.4, radius.2. They carry no meaning, and no component may reference them directly.',
        '**Semantic tokens** describe a role: action.primary.bg, text.muted, surface.raised, border.danger. This is where brand decisions live.',
        '**Component tokens** describe one part of one component: button.primary.bg, input.border.focus. They point at semantic tokens and exist only where a component genuinely needs to diverge.',
      ],
    },
    {
      type: 'p',
      text: 'A rebrand then becomes a change to the semantic tier: action.primary.bg stops pointing at a blue primitive and starts pointing at a green one. The component layer doesn’t change at all. In the format of the W3C Design Tokens Community Group, a trimmed version of that structure looks like this:',
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
    { type: 'h2', id: 'what-actually-breaks', text: 'What actually breaks during a rebrand' },
    {
      type: 'p',
      text: 'Good naming gets you most of the way. The remaining problems are predictable enough that we now check for them before a new palette is approved:',
    },
    {
      type: 'ul',
      items: [
        '**Contrast pairs.** A semantic foreground token and its background are a pair. We test every pair against WCAG 2.2 AA in CI, so a brand color that fails 4.5:1 with white text fails the build, not an audit six months later.',
        '**Color used as meaning.** Brands that move to green collide with success states, and brands that move to red collide with errors. Decide early whether the status color shifts hue or the brand color gets a darker variant.',
        '**Hard-coded values.** A lint rule rejects hex values and pixel spacing in component styles. On inherited codebases the first run usually finds a few hundred; we fix them before the rebrand, not during it.',
        '**Illustrations and charts.** Data-visualization palettes are often maintained separately and forgotten. Put them in the token file too, under their own semantic group.',
      ],
    },
    { type: 'h2', id: 'one-source-many-platforms', text: 'One source, many platforms' },
    {
      type: 'p',
      text: 'We keep tokens in a single JSON source and generate CSS custom properties for the web, a TypeScript module for React Native and a Dart file for Flutter with Style Dictionary. Designers work from the same source through a sync with Figma variables, and every change goes through a pull request with a visual diff of the affected components. The point is that there is no second copy of the truth to drift out of date.',
    },
    {
      type: 'quote',
      text: 'If your rebrand requires a find-and-replace across the codebase, you don’t have a design system. You have a style guide with a build step.',
    },
    {
      type: 'p',
      text: 'Token architecture is rarely what clients ask about when they hire us for a [design system](/services/design-systems), but it is the part that decides whether the system is still in use three years later. If you are planning a rebrand and dreading the engineering side, start by counting how many components reference primitives or raw values directly. That number is your real estimate, and reducing it is the cheapest work you can do before the new brand arrives.',
    },
  ],
} satisfies PostInput;
