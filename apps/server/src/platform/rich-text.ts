import sanitizeHtml from 'sanitize-html';

/**
 * Rich text written in the console's editors (a job posting's description, later the newsroom) is
 * stored and served only as this subset: paragraphs, emphasis, lists, headings, quotes and links.
 * Everything else is dropped on the server, whatever the web sent: other tags (their text kept),
 * every attribute but a link's `href`, and the contents of script, style and the like entirely.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
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
  transformTags: {
    // Whatever rel or target came in, a link opens apart from the page and passes it nothing.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href === undefined ? {} : { href: attribs.href }),
        rel: 'noopener noreferrer nofollow',
        target: '_blank',
      },
    }),
  },
};

/** The stored form of rich-text HTML: only the allowed subset, links forced to open safely. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
