import 'server-only';
import sanitizeHtml from 'sanitize-html';

// The one allowlist for stored HTML (blog paragraphs). Applied when a blog is written and
// again when a page renders it, so neither an old row nor a new bug can reach a visitor.

const SAFE_IMAGE_SRC = /^(https?:\/\/|\/(?!\/))/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'a',
    'img',
    'blockquote',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto', 'tel'], img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with everything inside them, not just their tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'svg',
    'math',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      // rel on every link (even one whose unsafe href is removed after this) keeps the output stable.
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer' },
    }),
  },
  // An image is only kept with an absolute http(s) address or a site path such as /uploads/….
  exclusiveFilter: (frame) => frame.tag === 'img' && !SAFE_IMAGE_SRC.test(frame.attribs.src ?? ''),
};

/** Stored rich text, reduced to the allowlist: headings, lists, emphasis, safe links and images. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
