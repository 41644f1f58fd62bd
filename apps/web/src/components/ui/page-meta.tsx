interface PageMetaProps {
  /** Page title without the brand; " | Curo" is appended. */
  title: string;
  description: string;
}

/**
 * Sets the document title and description. React 19 hoists these elements into <head>.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{`${title} | Curo`}</title>
      <meta name="description" content={description} />
    </>
  );
}
