import type { JsonLdDocument } from '@/server/seo/json-ld';

/** Prints structured data; `<` is escaped so no text inside can close the script. */
export function JsonLd({ data }: { data: JsonLdDocument }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
