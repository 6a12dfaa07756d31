import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island } from '../../components/islands/Island.tsx';
import { serializeProps } from '../../shared/contracts/serialize-props.ts';

const HOSTILE = {
  closing: '</script><script>alert(1)</script>',
  comment: '<!-- <script>',
  mixed: 'a & b > c < d \u2028 \u2029 "quoted"',
  nested: { list: ['</SCRIPT >', '<!--'] },
};

function Echo(props: typeof HOSTILE) {
  return <p>{props.closing}</p>;
}

describe('island props serialisation', () => {
  it('cannot break out of the script element, and round-trips exactly', () => {
    const json = serializeProps(HOSTILE);
    expect(json).not.toMatch(/<|>|&/);
    expect(json.toLowerCase()).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toEqual(HOSTILE);
  });

  it('renders an island whose props script contains no markup and parses back to the props', () => {
    const html = renderToString(
      <Island
        name="newsletter"
        strategy="visible"
        component={Echo as never}
        props={HOSTILE as never}
      />,
    );
    const script =
      /<script type="application\/json" data-island-props="newsletter">([\s\S]*?)<\/script>/.exec(
        html,
      );
    expect(script).not.toBeNull();
    expect(script![1]).not.toMatch(/[<>]/);
    expect(JSON.parse(script![1]!)).toEqual(HOSTILE);
    // Exactly one closing tag for the one script element: nothing escaped into markup.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toMatch(/^<div data-island="newsletter" data-hydrate="visible"/);
  });
});
