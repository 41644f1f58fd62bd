import { cancellationPolicy } from '@curo/core/cancellation';
import { discountCents } from '@curo/core/discounts';
import { BULK_BILLING_REASONS } from '@curo/core/medicare';
import type { TAppointment } from '@curo/core/scheduling';
import { BadgeCheck, Building2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { formatCents, formatGstFreeFee } from '../../../lib/money';
import { CardPicker, usePaymentsConfig } from '../../billing';
import { useBulkBilling } from '../../medicare';
import { useVerifyDiscountCode } from '../api/verify-discount-code';

/** What the patient has chosen to pay with, as the confirm step sends it. */
export interface TPaymentChoice {
  paymentMethodId: string | null;
  /** A code the server has said applies (sent as typed); null when none or not valid. */
  discountCode: string | null;
  /** Medicare bulk billing asked for (the patient's assignment consent): no card. */
  bulkBill: boolean;
  /** What is left to pay after the code, in cents. */
  amountCents: number;
  /** Whether a card must be chosen before booking. */
  needsCard: boolean;
}

const VERIFY_DELAY_MS = 350;

/** The typed value, once typing has paused. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), VERIFY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

function Line({ label, children, strong }: { label: string; children: React.ReactNode; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${strong ? 'font-semibold text-ink' : 'text-muted'}`}
    >
      <span>{label}</span>
      <span className="tabular-nums">{children}</span>
    </div>
  );
}

/** Nothing for the patient to pay, and why. */
function NoCharge({
  icon: Icon = BadgeCheck,
  children,
}: {
  icon?: typeof BadgeCheck;
  children: React.ReactNode;
}) {
  return (
    <p className="flex items-start gap-3 rounded-lg bg-green-50 p-3 text-ink">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
      <span>{children}</span>
    </p>
  );
}

/** What the discount code box says under it: nothing, "checking", the saving, or why not (an error). */
function codeStatus(
  typed: string,
  settled: string,
  verdict: ReturnType<typeof useVerifyDiscountCode>,
  discount: number,
): { error?: string; hint?: string } {
  if (typed === '') return {};
  if (settled !== typed || verdict.isFetching) return { hint: 'Checking the code…' };
  if (verdict.isError) return { error: 'We could not check the code. Try again in a moment.' };
  if (!verdict.data) return {};
  return verdict.data.valid
    ? { hint: `Code applied: ${formatCents(discount)} off` }
    : { error: verdict.data.message };
}

/**
 * The confirm step's payment: nothing to pay (a company's cover, a free consult), or the fee, a
 * discount code checked as it is typed, what is left, the card to hold it on and the cancellation
 * policy, all before the patient pays (decision 0036).
 */
export function PaymentSection({
  hold,
  userId,
  onChange,
}: {
  hold: TAppointment;
  userId: string;
  onChange: (choice: TPaymentChoice) => void;
}) {
  const config = usePaymentsConfig();
  const [typed, setTyped] = useState('');
  const code = useSettled(typed.trim());
  const verdict = useVerifyDiscountCode(code);
  const [paymentMethodId, setPaymentMethodId] = useState<string | null>(null);
  const [bulkBill, setBulkBill] = useState(false);
  const price = hold.priceCents ?? 0;
  const paying = hold.billing === 'private' && price > 0;
  const duration =
    hold.startsAt && hold.endsAt ? (Date.parse(hold.endsAt) - Date.parse(hold.startsAt)) / 60_000 : null;
  const medicare = useBulkBilling(
    paying && hold.doctorId && duration ? { doctorId: hold.doctorId, duration, type: hold.type } : null,
  );
  const bulkBilled = bulkBill && medicare.data?.eligible === true;
  const valid = verdict.data?.valid && code === typed.trim() && !bulkBilled ? verdict.data : null;
  const discount = valid ? discountCents(price, valid) : 0;
  const amountCents = bulkBilled ? 0 : price - discount;
  const needsCard = paying && amountCents > 0;
  const validCode = valid?.code ?? null;

  useEffect(() => {
    onChange({ paymentMethodId, discountCode: validCode, amountCents, needsCard, bulkBill: bulkBilled });
  }, [paymentMethodId, validCode, amountCents, needsCard, bulkBilled, onChange]);

  if (hold.billing === 'company')
    return (
      <NoCharge icon={Building2}>
        <strong className="block">Covered by your company</strong>
        Your company’s plan pays for this consult. No card is needed.
      </NoCharge>
    );
  if (!paying) return <NoCharge>There is no fee for this consult. No card is needed.</NoCharge>;
  const status = codeStatus(typed.trim(), code, verdict, discount);

  return (
    <section aria-labelledby="payment-heading" className="flex flex-col gap-4">
      <h3 id="payment-heading" className="text-lg font-semibold text-ink">
        Payment
      </h3>
      {medicare.data?.eligible ? (
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft/40">
          <input
            type="checkbox"
            checked={bulkBill}
            onChange={(e) => setBulkBill(e.target.checked)}
            className="mt-1 size-4 shrink-0 accent-primary"
          />
          <span className="text-ink">
            <strong className="block">Bulk bill this consult</strong>
            Medicare pays the doctor (MBS item {medicare.data.item.itemNumber}) and you pay nothing. By
            ticking this, you assign your right to the Medicare benefit for this consult to the doctor.
          </span>
        </label>
      ) : medicare.data && medicare.data.reason !== BULK_BILLING_REASONS.noItem ? (
        <p className="text-sm text-muted">{medicare.data.reason}.</p>
      ) : null}
      {bulkBilled ? (
        <NoCharge>Bulk billed: no charge to you, and no card is needed.</NoCharge>
      ) : (
        <div className="flex flex-col gap-1 rounded-lg border border-line p-3">
          <Line label="Consult fee">{formatGstFreeFee(price)}</Line>
          {discount > 0 ? <Line label={`Discount (${valid?.code})`}>−{formatCents(discount)}</Line> : null}
          <Line label="You pay" strong>
            {formatCents(amountCents)}
          </Line>
        </div>
      )}
      {bulkBilled ? null : (
        <div className="max-w-80">
          <TextField
            id="discount-code"
            name="discountCode"
            label="Discount code"
            optional
            value={typed}
            onValueChange={setTyped}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            error={status.error}
            hint={status.hint}
          />
        </div>
      )}
      {needsCard ? (
        <>
          <p className="text-sm text-muted">
            We hold {formatCents(amountCents)} on your card now and charge it once the consult has taken
            place.
          </p>
          <CardPicker userId={userId} selected={paymentMethodId} onSelect={setPaymentMethodId} />
        </>
      ) : null}
      {config.data ? (
        <p className="rounded-lg bg-surface p-3 text-sm text-ink">
          <strong>Cancellation policy. </strong>
          {cancellationPolicy(config.data.freeCancellationHours)}
        </p>
      ) : null}
    </section>
  );
}
