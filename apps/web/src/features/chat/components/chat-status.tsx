import { chatMessages, type TChatSummary } from '@curo/core/chat';
import { Notice } from '../../../components/ui/notice';
import { formatDateTimeWithYear } from '../../../lib/date-time';

/**
 * Why the viewer cannot write, when they cannot: the chat closed (and when), or it is theirs to
 * read only (an administrator's view).
 */
export function ChatStatus({ summary }: { summary: TChatSummary }) {
  if (!summary.open)
    return (
      <Notice tone="info" title="This chat has closed">
        {summary.closesAt
          ? `It closed on ${formatDateTimeWithYear(summary.closesAt)}, once the consult was over. `
          : null}
        You can still read it and open its attachments.
      </Notice>
    );
  if (!summary.canWrite) return <Notice tone="info" title={chatMessages.readOnly} />;
  return null;
}
