import type { TBlogPostSummary } from '@curo/core/content';
import type { TPillTone } from '../../../components/ui/status-pill';
import { formatDateTimeWithYear } from '../../../lib/date-time';

export const POST_STATUS_LABEL: Record<TBlogPostSummary['status'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

export const POST_STATUS_TONE: Record<TBlogPostSummary['status'], TPillTone> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
};

/** When a post goes or went live, with its zone: "for 9 Dec 2026, 7:00 am AEDT"; nothing for a draft. */
export function postWhen({ status, publishAt }: Pick<TBlogPostSummary, 'status' | 'publishAt'>): string {
  if (status === 'draft' || !publishAt) return '';
  return status === 'scheduled'
    ? `for ${formatDateTimeWithYear(publishAt)}`
    : formatDateTimeWithYear(publishAt);
}
