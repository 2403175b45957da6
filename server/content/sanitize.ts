import type sanitizeHtml from 'sanitize-html';
import { lazyRequire } from '../lazy-require';

const sanitizer = lazyRequire<typeof sanitizeHtml>('sanitize-html');

/**
 * The allow-list for HTML written in the FAQ and blog editors, applied on the
 * server before anything is stored (and again by the page loaders). Anything
 * not listed is dropped: scripts, event handlers, styles, frames, SVG, forms.
 * Links keep only web, e-mail and phone addresses and always get
 * rel="noopener"; images (articles only) only http(s) or this site's paths.
 */
export type ContentKind = 'faq' | 'article';

const COMMON_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'u', 'a', 'blockquote', 'h3', 'h4'];

// Removed together with what they contain: their text is code or markup, never prose.
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'title',
  'head',
  'select',
  'button',
  'canvas',
  'video',
  'audio',
];

/** Headings the page outline cannot take are lowered, not lost: the page's h1 is its title. */
function headingMap(kind: ContentKind): Record<string, string> {
  return kind === 'article' ? { h1: 'h2', h5: 'h4', h6: 'h4' } : { h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' };
}

function optionsFor(kind: ContentKind): sanitizeHtml.IOptions {
  const headings = headingMap(kind);
  return {
    allowedTags: kind === 'article' ? [...COMMON_TAGS, 'h2', 'img'] : COMMON_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      ...(kind === 'article' ? { img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'] } : {}),
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    // «//evil.example/x.png» would load from another site without saying so.
    allowProtocolRelative: false,
    allowedClasses: {},
    allowedStyles: {},
    nonTextTags: NON_TEXT_TAGS,
    disallowedTagsMode: 'discard',
    transformTags: {
      b: 'strong',
      i: 'em',
      ...Object.fromEntries(
        Object.entries(headings).map(([from, to]) => [from, sanitizer().simpleTransform(to, {}, false)]),
      ),
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener' } }),
      img: (tagName, attribs) => {
        const { width, height, ...rest } = attribs;
        // A dimension is a plain number of pixels or nothing.
        const size = (v: string | undefined) => (v !== undefined && /^\d{1,4}$/.test(v) ? { v } : null);
        return {
          tagName,
          attribs: {
            ...rest,
            ...(size(width) ? { width: width! } : {}),
            ...(size(height) ? { height: height! } : {}),
            loading: 'lazy',
            decoding: 'async',
          },
        };
      },
    },
    // An image whose source was refused is an empty box; a relative one would resolve against the page.
    exclusiveFilter: (frame) => frame.tag === 'img' && !/^(?:https?:\/\/|\/(?!\/))/i.test(frame.attribs.src ?? ''),
  };
}

let options: Record<ContentKind, sanitizeHtml.IOptions> | undefined;
const allOptions = () => (options ??= { faq: optionsFor('faq'), article: optionsFor('article') });

export function sanitizeContent(html: string, kind: ContentKind): string {
  return sanitizer()(html, allOptions()[kind])
    .replace(/(?:<p>(?:\s|&nbsp;|<br \/>)*<\/p>\s*)+$/g, '')
    .trim();
}
