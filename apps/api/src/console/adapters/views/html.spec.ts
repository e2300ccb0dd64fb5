import { html } from './html';

describe('html template', () => {
  it('escapes interpolated text, also inside attributes, but keeps nested templates', () => {
    const name = `<script>alert("x")</script>'`;
    const out = html`<p title="${name}">${name}${html`<b>${'&'}</b>`}</p>`.value;
    expect(out).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;<b>&amp;</b></p>',
    );
  });

  it('renders arrays and leaves out null, undefined and false', () => {
    expect(html`${[1, html`<i>2</i>`]}${null}${undefined}${false}${0}`.value).toBe('1<i>2</i>0');
  });
});
