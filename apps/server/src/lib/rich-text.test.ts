import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps formatting, lists, tables and safe links and pictures', () => {
    const html =
      '<h3>Rules</h3><p><strong>100%</strong> up to <em>5,000,000</em></p><ul><li>once</li></ul>' +
      '<table><tr><td colspan="2">x</td></tr></table><img src="https://cdn.example.com/a.png" alt="a">';
    expect(sanitizeRichText(html)).toBe(
      html.replace(
        '<img src="https://cdn.example.com/a.png" alt="a">',
        '<img src="https://cdn.example.com/a.png" alt="a" />',
      ),
    );
  });

  it('removes scripts, handlers, styles, frames and unsafe addresses', () => {
    expect(
      sanitizeRichText(
        '<p onclick="x()" style="color:red">hi<script>alert(1)</script></p><iframe src="https://e.com"></iframe>' +
          '<a href="javascript:alert(1)">a</a><img src="http://e.com/x.png"><img src="data:image/png;base64,AA">',
      ),
    ).toBe('<p>hi</p><a>a</a><img /><img />');
  });

  it('opens outside links in a new tab without the opener, site paths in place', () => {
    expect(
      sanitizeRichText('<a href="https://t.me/x" target="_self">t</a><a href="/m/voucherCenter">d</a>'),
    ).toBe(
      '<a href="https://t.me/x" target="_blank" rel="noopener noreferrer">t</a><a href="/m/voucherCenter">d</a>',
    );
  });
});
