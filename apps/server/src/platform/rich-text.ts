import sanitizeHtml from 'sanitize-html';

/** The tags both editors write: paragraphs, emphasis, lists, headings h2–h4, quotes and links. */
const TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'];

/** A link opens apart from the page and passes it nothing, whatever rel or target came in. */
function safeLink(rel: string): sanitizeHtml.Transformer {
  return (tagName, attribs) => ({
    tagName,
    attribs: {
      ...(attribs.href === undefined ? {} : { href: attribs.href }),
      rel,
      target: '_blank',
    },
  });
}

/**
 * Rich text written in a job posting's description is stored and served only as this subset:
 * paragraphs, emphasis, lists, headings, quotes and links. Everything else is dropped on the server,
 * whatever the web sent: other tags (their text kept), every attribute but a link's `href`, and the
 * contents of script, style and the like entirely.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TEXT_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  // sanitize-html decodes entities and strips control characters and whitespace before it reads the
  // scheme, so `jav&#x61;script:` and ` javascript:` are caught as what a browser would read.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text is code or markup, never prose to keep.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title'],
  transformTags: { a: safeLink('noopener noreferrer nofollow') },
};

/** The stored form of rich-text HTML: only the allowed subset, links forced to open safely. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * Where a newsroom image may come from: a file we stored (`/files/<token>/<variant>`, the address an
 * upload answers; see `fileParams` in the contract) or an https address. Checked on the decoded value,
 * whole: anything else (a relative `x`, `data:`, `javascript:`, `//host`, http) drops the image.
 */
const OWN_FILE = /^\/files\/[0-9a-f]{32}\/[a-z]+\.(webp|jpg|png)$/;
const HTTPS_URL = /^https:\/\/[^\s"'<>\\]+$/i;
export function isAllowedImageSource(src: string): boolean {
  return OWN_FILE.test(src) || HTTPS_URL.test(src);
}

/**
 * The newsroom's subset (news, story, press releases on the public company page): the posting's, and
 * images with an allowed source and their alt text. An image without one is dropped whole.
 */
const NEWSROOM_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedTags: [...TEXT_TAGS, 'img'],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  transformTags: {
    // The company links its own pages: no nofollow, but still apart from the page and without a referrer.
    a: safeLink('noopener noreferrer'),
    img: (tagName, attribs) => {
      const src = attribs.src?.trim();
      return {
        tagName,
        attribs: {
          ...(src !== undefined && isAllowedImageSource(src) ? { src } : {}),
          ...(attribs.alt === undefined ? {} : { alt: attribs.alt }),
        },
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The stored form of a newsroom post's HTML: the newsroom subset, links forced to open safely. */
export function sanitizeNewsroomHtml(html: string): string {
  return sanitizeHtml(html, NEWSROOM_OPTIONS);
}
