/**
 * Per-page document metadata for the public site. React 19 hoists `<title>` and `<meta>` rendered
 * anywhere into `<head>` and removes them when the page unmounts.
 * @module
 */

/** Sets the page's `<title>` ("{title} · Malipo") and `<meta name="description">`. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} · Malipo`}</title>
      <meta name="description" content={description} />
    </>
  );
}
