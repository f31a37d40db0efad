import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

// Payloads in the style of the OWASP XSS filter evasion cheat sheet: each must come back inert.
const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://x.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(1)">clique</p>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href="jav&#x09;ascript:alert(1)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  '<svg onload=alert(1)><circle r=1></circle></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><img src=x onerror=alert(1)></mtext></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="position:fixed;top:0">x</p>',
  '<<script>alert(1);//<</script>',
  '<img """><script>alert(1)</script>">',
  '<p>aberto <b>sem fechar',
  '<a href="//evil.example">protocol relative</a>',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '"><img src=x onerror=alert(1)>',
];

describe('rich text allow-list', () => {
  it.each(CORPUS)('leaves %s inert', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(clean).not.toMatch(/<script|<img|<svg|<iframe|<object|<form|<input|<details|<math|<body/i);
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/javascript:|data:text|style=/i);
    expect(clean).not.toMatch(/href="\/\//);
  });

  it('keeps what the editor makes, and sends links away from the platform', () => {
    expect(
      sanitizeRichText(
        '<h2>Título</h2><p>Um <strong>forte</strong>, <em>ênfase</em>, <u>sublinhado</u> e <s>riscado</s>.</p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>c</blockquote>',
      ),
    ).toBe(
      '<h2>Título</h2><p>Um <strong>forte</strong>, <em>ênfase</em>, <u>sublinhado</u> e <s>riscado</s>.</p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>c</blockquote>',
    );
    expect(sanitizeRichText('<a href="https://escola.example/x" onclick="x()">ver</a>')).toBe(
      '<a href="https://escola.example/x" target="_blank" rel="noopener noreferrer nofollow">ver</a>',
    );
    expect(sanitizeRichText('<p>aberto <b>sem fechar')).toBe('<p>aberto <b>sem fechar</b></p>');
  });
});
