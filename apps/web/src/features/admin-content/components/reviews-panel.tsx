import { type TReview, ZReviewInput } from '@curo/core/content';
import { Eye, EyeOff, Plus, Star } from 'lucide-react';
import { useState } from 'react';
import { smallButton, smallDangerButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DialogForm, FormDialog } from '../../../components/ui/form-dialog';
import { StatusPill } from '../../../components/ui/status-pill';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ToggleField } from '../../../components/ui/toggle-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { type TReviewInput, useCreateReview } from '../api/create-review';
import { useDeleteReview } from '../api/delete-review';
import { useReviews } from '../api/get-reviews';
import { useUpdateReview } from '../api/update-review';
import { ListPanel } from './list-panel';

const inputOf = (review: TReview, changes: Partial<TReviewInput> = {}): TReviewInput => ({
  authorName: review.authorName,
  rating: review.rating,
  text: review.text,
  reviewedOn: review.reviewedOn,
  visible: review.visible,
  position: review.position,
  ...changes,
});

const dayFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayOf = (isoDate: string) => dayFormat.format(new Date(`${isoDate}T00:00:00Z`));
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="inline-flex gap-0.5 text-amber-500">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={`size-4 ${n <= rating ? 'fill-current' : 'text-slate-300'}`} aria-hidden />
      ))}
    </span>
  );
}

type TField = 'authorName' | 'rating' | 'text' | 'reviewedOn' | 'visible';
const ORDER: readonly TField[] = ['authorName', 'text', 'reviewedOn'];
const MESSAGES = {
  authorName: 'Enter who wrote it',
  text: 'Enter what they wrote',
  reviewedOn: 'Enter the date it was written',
};
const fieldId = (field: TField) => `review-${field}`;

function ReviewForm({ review, onDone }: { review: TReview | null; onDone: () => void }) {
  const form = useFormState(
    {
      authorName: review?.authorName ?? '',
      rating: review?.rating ?? 5,
      text: review?.text ?? '',
      reviewedOn: review?.reviewedOn ?? today(),
      visible: review?.visible ?? true,
    },
    fieldId,
    { alertId: 'review-alert' },
  );
  const create = useCreateReview();
  const update = useUpdateReview();

  const submit = async () => {
    const input = form.check(
      ZReviewInput,
      review ? inputOf(review, form.values) : form.values,
      ORDER,
      MESSAGES,
    );
    if (!input) return;
    const sent = await form.send(() =>
      review ? update.mutateAsync({ id: review.id, input }) : create.mutateAsync(input),
    );
    if (!sent) return;
    toast.success(review ? 'The review is saved.' : 'The review is added.');
    onDone();
  };

  return (
    <DialogForm
      label={review ? 'Edit review' : 'Add a review'}
      form={form}
      onSubmit={submit}
      busy={create.isPending || update.isPending}
      submitLabel={review ? 'Save changes' : 'Add review'}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...form.text('authorName')}
          label="Name as shown"
          autoComplete="off"
          maxLength={80}
          placeholder="Sarah M."
        />
        <TextField {...form.text('reviewedOn')} label="Written on" type="date" />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">Rating</legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="inline-flex min-h-11 min-w-14 cursor-pointer items-center justify-center gap-1.5 rounded-lg border border-line bg-white px-3 font-semibold text-ink has-[:checked]:border-primary has-[:checked]:bg-primary-soft/60 has-[:checked]:text-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/50"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={form.values.rating === n}
                onChange={() => form.setValue('rating', n)}
                className="sr-only"
              />
              <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
              {n}
              <span className="sr-only">{n === 1 ? ' star' : ' stars'}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        {...form.text('text')}
        label="Review"
        rows={4}
        maxLength={1000}
        hint="In the reviewer's own words. Only reviews people really wrote, with their agreement."
      />
      <ToggleField
        id={fieldId('visible')}
        label="Shown on the site"
        asSwitch
        checked={form.values.visible}
        onCheckedChange={(visible) => form.setValue('visible', visible)}
      />
    </DialogForm>
  );
}

/** The reviews shown on the home and pricing pages, curated by hand: add, edit, hide, delete. */
export function ReviewsPanel() {
  const reviews = useReviews();
  const update = useUpdateReview();
  const remove = useDeleteReview();
  const [editing, setEditing] = useState<TReview | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TReview | null>(null);
  const review = editing === 'new' ? null : editing;

  const toggle = (item: TReview) =>
    update.mutate(
      { id: item.id, input: inputOf(item, { visible: !item.visible }) },
      {
        onSuccess: () =>
          toast.success(
            item.visible ? `${item.authorName}'s review is hidden.` : `${item.authorName}'s review is shown.`,
          ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <ListPanel
      intro={
        reviews.data?.average != null
          ? `Shown reviews average ${reviews.data.average.toFixed(1)} out of 5 from ${reviews.data.count}.`
          : 'Reviews appear on the home and pricing pages.'
      }
      add={{ label: 'Add review', icon: Plus, onClick: () => setEditing('new') }}
      query={reviews}
      what="the reviews"
      empty={{
        title: 'There are no reviews yet.',
        body: 'Add reviews patients wrote, with their agreement.',
      }}
      renderItems={(items) => (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Reviews">
          {items.map((item) => (
            <li
              key={item.id}
              className={`${card} flex flex-col gap-3 p-5 ${item.visible ? '' : 'bg-surface'}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Stars rating={item.rating} />
                {item.visible ? null : <StatusPill tone="neutral">Hidden</StatusPill>}
              </div>
              <blockquote className={`flex-1 ${item.visible ? 'text-ink' : 'text-muted'}`}>
                “{item.text}”
              </blockquote>
              <p className="text-sm text-muted">
                <span className="font-semibold text-ink">{item.authorName}</span> · {dayOf(item.reviewedOn)}
              </p>
              <div className="flex flex-wrap gap-2 border-t border-line pt-3">
                <button type="button" onClick={() => setEditing(item)} className={smallButton}>
                  Edit<span className="sr-only"> {item.authorName}'s review</span>
                </button>
                <button
                  type="button"
                  onClick={() => toggle(item)}
                  disabled={update.isPending && update.variables?.id === item.id}
                  className={smallButton}
                >
                  {item.visible ? (
                    <EyeOff className="size-4" aria-hidden />
                  ) : (
                    <Eye className="size-4" aria-hidden />
                  )}
                  {item.visible ? 'Hide' : 'Show'}
                  <span className="sr-only"> {item.authorName}'s review</span>
                </button>
                <button type="button" onClick={() => setDeleting(item)} className={smallDangerButton}>
                  Delete<span className="sr-only"> {item.authorName}'s review</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    >
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        wide
        formKey={review?.id}
        title={review ? 'Edit review' : 'Add a review'}
        description={
          review ? `By ${review.authorName}` : 'It is shown straight away unless you turn that off.'
        }
      >
        <ReviewForm review={review} onDone={() => setEditing(null)} />
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this review?"
        description={`${deleting?.authorName ?? ''}'s review will be gone for good. To take it off the site for now, hide it instead.`}
        confirmLabel="Delete review"
        doneMessage="The review is deleted."
        onConfirm={() => remove.mutateAsync({ id: deleting?.id ?? '' })}
      />
    </ListPanel>
  );
}
