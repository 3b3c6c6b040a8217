/** A schema.org object: its @type and its properties (nested objects are plain values here). */
export interface StructuredData {
  '@type': string;
  [property: string]: unknown;
}

/** JSON that is safe inside <script>: no "</script>" or "<!--" can end or change the element. */
const scriptSafe = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** One application/ld+json block with the schema.org context (a @graph when there are several). */
export function JsonLd({ data }: { data: StructuredData | readonly StructuredData[] }) {
  const list: readonly StructuredData[] = Array.isArray(data) ? data : [data as StructuredData];
  const document =
    list.length === 1 ? { '@context': 'https://schema.org', ...list[0] } : { '@context': 'https://schema.org', '@graph': list };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafe(document) }} />;
}
