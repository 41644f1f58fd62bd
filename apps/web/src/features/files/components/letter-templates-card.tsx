import { FileStack } from 'lucide-react';
import { SectionCard } from '../../../components/ui/section-card';
import { notForViewer, useFiles } from '../api/files';
import { StoredFiles } from './stored-files';

/** A doctor's letter templates (masters): their own, private, in PDF or Word. */
export function LetterTemplatesCard({ doctorId }: { doctorId: string }) {
  // Not the viewer's to see (the API hides them behind 404): nothing to show.
  const list = useFiles('masters');
  if (list.isError && notForViewer(list.error)) return null;
  return (
    <SectionCard
      id="letter-templates"
      title="Letter templates"
      icon={FileStack}
      description="Your own letterheads and letter templates. Only you can see them."
    >
      <StoredFiles
        kind="masters"
        viewerId={doctorId}
        uploadLabel="Upload a template"
        emptyText="No letter templates yet."
      />
    </SectionCard>
  );
}
