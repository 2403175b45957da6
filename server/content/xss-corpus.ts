/**
 * Known ways of running script through HTML (classic vectors, encodings,
 * mutation XSS, SVG and MathML, protocol tricks). Shared by the sanitiser's
 * unit test, the API round trip and the browser test, so all three face the
 * same list.
 */
export const XSS_PAYLOADS: string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.example/i.png" onload="alert(1)">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">lien</a>',
  '<a href="JaVaScRiPt:alert(1)">lien</a>',
  '<a href="&#106;avascript:alert(1)">lien</a>',
  '<a href="java&#x09;script:alert(1)">lien</a>',
  '<a href=" javascript:alert(1)">lien</a>',
  '<a href="javascript&colon;alert(1)">lien</a>',
  '<a href="vbscript:msgbox(1)">lien</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">lien</a>',
  '<a href="//evil.example/">lien</a>',
  '<a href="https://ok.example" onclick="alert(1)">lien</a>',
  '<a href="tel:+33380000000" onfocus=alert(1) autofocus>tel</a>',
  '<p onclick="alert(1)">texte</p>',
  '<p onmouseover=alert(1)>texte</p>',
  '<h2 onmouseover=alert(1)>Titre</h2>',
  '<body onload=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<p style="background:url(javascript:alert(1))">texte</p>',
  '<form action="javascript:alert(1)"><button>envoyer</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '<div><template><script>alert(1)</script></template></div>',
  '<marquee onstart=alert(1)>texte</marquee>',
  '<xss onafterscriptexecute=alert(1)><script>1</script>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<img src="//evil.example/x.png">',
  '<a href="https://ok.example/" target="_blank">lien</a>',
  '<!--<img src=x onerror=alert(1)>-->',
];

/** Tags and attributes the allow-list may produce, and the URL schemes it keeps. */
const ALLOWED_OUTPUT = {
  tags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'u', 'a', 'blockquote', 'h2', 'h3', 'h4', 'img'],
  attributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
  } as Record<string, string[]>,
  href: /^(?:https?:|mailto:|tel:|\/(?!\/))/i,
  src: /^(?:https?:\/\/|\/(?!\/))/i,
};

/**
 * Why an HTML string falls outside the allow-list, or null when it does not.
 * Works on the sanitiser's own serialisation (double-quoted attributes).
 */
export function allowListViolation(html: string): string | null {
  for (const m of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    const tag = m[1]!.toLowerCase();
    if (!ALLOWED_OUTPUT.tags.includes(tag)) return `tag <${tag}>`;
    if (m[0].startsWith('</')) continue;
    for (const a of m[2]!.matchAll(/([^\s="'/]+)(?:="([^"]*)")?/g)) {
      const name = a[1]!.toLowerCase();
      const value = a[2] ?? '';
      if (!(ALLOWED_OUTPUT.attributes[tag] ?? []).includes(name)) return `attribute ${name} on <${tag}>`;
      if (name === 'href' && !ALLOWED_OUTPUT.href.test(value)) return `href ${value}`;
      if (name === 'src' && !ALLOWED_OUTPUT.src.test(value)) return `src ${value}`;
    }
    if (tag === 'a' && !/\srel="noopener"/.test(m[2]!)) return 'link without rel="noopener"';
  }
  if (/javascript:|vbscript:|data:text/i.test(html)) return 'script URL left in text';
  if (/<!--/.test(html)) return 'comment';
  return null;
}
