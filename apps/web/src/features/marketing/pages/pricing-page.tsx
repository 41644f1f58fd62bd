import { cancellationPolicy, DEFAULT_FREE_CANCELLATION_HOURS } from '@curo/core/cancellation';
import { paths } from '@curo/core/routes';
import { BadgePercent, Clock, Receipt, RefreshCw, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass, textLink } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { usePaymentsConfig } from '../../billing';
import { Callout } from '../components/callout';
import { CtaActions } from '../components/cta-actions';
import { CtaBand } from '../components/cta-band';
import { EmergencyNote } from '../components/emergency-note';
import { FactCard } from '../components/fact-card';
import { Hero } from '../components/hero';
import { PriceList } from '../components/price-list';
import { QuestionList } from '../components/question-list';
import { Section } from '../components/section';
import { SERVICE_HOURS } from '../content/pricing';
import { usePriceList } from '../hooks/use-price-list';

export function PricingPage() {
  const prices = usePriceList();
  const kids = usePriceList('kids');
  const { priceOf } = prices;
  const payments = usePaymentsConfig();
  return (
    <>
      <PageMeta
        title="Pricing"
        description={`Curo prices, shown before you book. GP consults ${priceOf('standard')}; medical certificate consults ${priceOf('certificate')}. What Medicare covers and what it does not.`}
      />

      <Hero
        eyebrow="Pricing"
        title="Clear prices, shown before you book"
        lead={
          <p>
            Every Curo price is the amount you pay. Medical consults are GST-free, there are no booking or
            membership fees, and you see the price again before you confirm.
          </p>
        }
        actions={<CtaActions label="See a doctor now" ask="Questions? Contact us" />}
        aside={
          <FactCard
            facts={[
              { icon: Stethoscope, label: 'Standard GP consult', value: priceOf('standard') },
              { icon: Clock, label: 'Instant consults and callbacks', value: SERVICE_HOURS },
              { icon: BadgePercent, label: 'Booking or membership fees', value: 'None' },
              { icon: Receipt, label: 'Invoices', value: 'In your account after every consult' },
            ]}
          />
        }
      >
        <EmergencyNote />
      </Hero>

      <Section
        tone="surface"
        eyebrow="All prices"
        title="What each consult costs"
        intro={
          <p>
            Prices are per consult. A consult that runs longer than usual does not cost more, except
            specialist consults, where the first appointment is longer and priced accordingly.
          </p>
        }
      >
        {prices.isError && prices.isPlaceholder ? <PricesMayBeOld onRetry={prices.refetch} /> : null}
        <PriceList
          items={prices.items}
          showMedicare
          busy={prices.isPlaceholder && prices.isFetching}
          label="Consult prices"
        />
        <h3 className="mt-12 text-xl font-bold text-ink">Children’s consults</h3>
        <p className="mt-2 mb-6 max-w-[62ch] text-muted">
          For babies, children and teenagers, with a parent or carer present.{' '}
          <Link to={paths.paediatrics} className={textLink}>
            About paediatric consults
          </Link>
          .
        </p>
        <PriceList
          items={kids.items}
          showMedicare
          busy={kids.isPlaceholder && kids.isFetching}
          label="Children’s consult prices"
        />
      </Section>

      <Section
        eyebrow="Medicare"
        title="What Medicare covers, and what it does not"
        intro={
          <p>
            We would rather you knew this before you book than found out afterwards. The rules are set by the
            Australian Government and can change; we update this page when they do.
          </p>
        }
      >
        <div className="grid gap-6 md:grid-cols-2">
          <Callout title="GP consults">
            <p>
              Medicare pays a rebate for a GP telehealth consult only when you meet its rules. In most cases
              you must have an established clinical relationship with the doctor or practice, which generally
              means a face-to-face visit in the past 12 months. There are some exceptions, such as babies
              under 12 months.
            </p>
            <p>
              Most people are seeing a Curo GP for the first time, so our GP prices are private fees with no
              rebate. If a consult is eligible for bulk billing, we tell you and ask for your consent before
              it starts.
            </p>
          </Callout>
          <Callout title="Specialist consults">
            <p>
              With a valid referral, Medicare pays a rebate for specialist video consults. A referral from a
              GP is usually valid for 12 months; a referral from another specialist, for 3 months.
            </p>
            <p>
              You pay the fee for the consult. Afterwards we can email you a Medicare account with the item
              number and the specialist’s provider number; you claim the rebate from Medicare yourself (in
              your Medicare online account or the Express Plus Medicare app), and it is paid into your bank
              account. The difference is your out-of-pocket cost.
            </p>
          </Callout>
          <Callout title="Medicines">
            <p>
              Prescriptions are sent as eScripts. Many medicines are subsidised under the Pharmaceutical
              Benefits Scheme (PBS); what you pay at the pharmacy is set by the PBS and your pharmacy, not by
              Curo.
            </p>
          </Callout>
          <Callout title="Private health insurance">
            <p>
              Private health insurance generally cannot pay for consults outside hospital, including
              telehealth. If your insurer or employer offers Curo as a benefit, use the link they gave you and
              their arrangements apply.
            </p>
          </Callout>
        </div>
      </Section>

      <Section tone="surface" eyebrow="GST" title="Why our prices say GST-free" width="narrow">
        <div className="space-y-4 text-lg text-muted">
          <p>
            Under Australian tax law, most medical services provided by a doctor are GST-free, and every
            consult on this page is one of them. The price you see is not a price before tax: there is nothing
            to add.
          </p>
          <p>
            Your invoice shows each item and states that it is GST-free. If we ever offer something that is
            not GST-free, its price will say so.
          </p>
        </div>
      </Section>

      <Section eyebrow="Payments" title="Paying, cancelling and refunds" width="narrow">
        <QuestionList
          items={[
            {
              question: 'When do I pay?',
              answer: (
                <p>
                  For a consult booked at a set time, when you book: we hold the fee on your card and charge
                  it once the consult has taken place. Instant, callback and offline consults are not charged
                  online yet. Workers’ compensation consults are billed to the insurer instead, once you give
                  us an accepted claim number.
                </p>
              ),
            },
            {
              question: 'Can I cancel?',
              answer: (
                <p>
                  {cancellationPolicy(
                    payments.data?.freeCancellationHours ?? DEFAULT_FREE_CANCELLATION_HOURS,
                  )}
                </p>
              ),
            },
            {
              question: 'What if the doctor cannot help me by telehealth?',
              answer: (
                <p>
                  If the doctor decides your concern needs to be seen in person and they could not assess it,
                  they explain where to go and we refund the consult fee.
                </p>
              ),
            },
            {
              question: 'Is a medical certificate guaranteed?',
              answer: (
                <p>
                  No. You pay for the doctor’s time, and the doctor issues a certificate only if it is
                  appropriate.{' '}
                  <Link to={paths.medicalCertificate} className={textLink}>
                    How certificates work
                  </Link>
                  .
                </p>
              ),
            },
            {
              question: 'I have a discount code. Where do I use it?',
              answer: (
                <p>
                  Enter it when you book, before you pay. The discount shows in the price before you confirm.
                </p>
              ),
            },
            {
              question: 'Where do I find my invoices?',
              answer: (
                <p>
                  In your account, under invoices and payment history. Each invoice shows the doctor, the
                  date, the items and that they are GST-free.
                </p>
              ),
            },
          ]}
        />
      </Section>

      <CtaBand
        title="See the price, then see a doctor"
        body={<p>Choose a consult and you will see its price again before you pay.</p>}
        actions={<CtaActions label="Choose a consult" onDark />}
      />
    </>
  );
}

/** Shown when the live prices could not be fetched and the list below is the last known one. */
function PricesMayBeOld({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mb-6 flex flex-col gap-3 rounded-card border border-warning/30 bg-warning/5 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-ink">
        We could not check the latest prices just now. The prices below may be out of date; you always see the
        price again before you pay.
      </p>
      <button type="button" onClick={onRetry} className={`${buttonClass('secondary')} shrink-0`}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Try again
      </button>
    </div>
  );
}
