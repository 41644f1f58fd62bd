import type { ReactNode } from 'react';

interface ProseProps {
  children: ReactNode;
  className?: string;
}

/**
 * Long-form text (the privacy policy): readable measure and spacing for the plain elements inside,
 * so the content can be written as ordinary headings, paragraphs and lists.
 */
export function Prose({ children, className = '' }: ProseProps) {
  return (
    <div
      className={`max-w-[72ch] text-ink [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:mt-2 [&_p]:mt-4 [&_p:first-child]:mt-0 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
    >
      {children}
    </div>
  );
}
