import {
  PHARMACY_QUERY_MIN,
  pharmacyAddressLine,
  pharmacyWords,
  type TNearbyPharmacy,
  type TPharmacy,
} from '@curo/core/pharmacies';
import { Pill } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  primaryButton,
  secondaryButton,
  smallButton,
  smallDangerButton,
} from '../../../components/ui/button';
import { SearchField } from '../../../components/ui/search-field';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { type PharmacySearch, usePharmacySearch } from '../api/find-pharmacies';
import { usePreferredPharmacy, useSetPreferredPharmacy } from '../api/preferred-pharmacy';

/** "+61255500101" as an Australian reader writes it: "(02) 5550 0101". */
export function phoneLabel(e164: string | null): string | null {
  if (!e164) return null;
  const local = /^\+61([2378])(\d{4})(\d{4})$/.exec(e164);
  if (local) return `(0${local[1]}) ${local[2]} ${local[3]}`;
  const mobile = /^\+614(\d{2})(\d{3})(\d{3})$/.exec(e164);
  return mobile ? `04${mobile[1]} ${mobile[2]} ${mobile[3]}` : e164;
}

function PharmacyDetails({ pharmacy }: { pharmacy: TPharmacy | TNearbyPharmacy }) {
  const phone = phoneLabel(pharmacy.phone);
  return (
    <div className="min-w-0">
      <p className="font-semibold text-ink">{pharmacy.name}</p>
      <p className="text-sm text-muted">{pharmacyAddressLine(pharmacy)}</p>
      {'distanceKm' in pharmacy ? (
        <p className="text-sm text-ink">{pharmacy.distanceKm.toFixed(1)} km away (straight line)</p>
      ) : null}
      {phone ? <p className="text-sm text-muted">Phone {phone}</p> : null}
      {pharmacy.openingHours ? <p className="text-sm text-muted">{pharmacy.openingHours}</p> : null}
    </div>
  );
}

/**
 * On the patient's profile: the pharmacy their doctor sends scripts and letters to (decision 0066),
 * and a finder to choose one by name, suburb or postcode, or near a postcode (their own to start with).
 */
export function PreferredPharmacyCard({ userId, postcode }: { userId: string; postcode: string | null }) {
  const id = useId();
  const preferred = usePreferredPharmacy(userId);
  const save = useSetPreferredPharmacy(userId);
  const [words, setWords] = useState('');
  const [near, setNear] = useState(postcode ?? '');
  const [search, setSearch] = useState<PharmacySearch | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const results = usePharmacySearch(search);
  const chosen = preferred.data?.pharmacy ?? null;

  const findByWords = (event: FormEvent) => {
    event.preventDefault();
    const q = words.trim();
    if (q.length < PHARMACY_QUERY_MIN) return setProblem(pharmacyWords.query);
    setProblem(null);
    setSearch({ kind: 'words', q });
  };
  const findNear = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}$/.test(near.trim())) return setProblem(pharmacyWords.postcode);
    setProblem(null);
    setSearch({ kind: 'near', postcode: near.trim() });
  };
  const choose = (pharmacy: TPharmacy | null) =>
    save.mutate(pharmacy?.id ?? null, {
      onSuccess: () =>
        toast.success(pharmacy ? `${pharmacy.name} is now your pharmacy` : 'Your pharmacy has been removed'),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <SectionCard
      id="pharmacy"
      title="Your pharmacy"
      icon={Pill}
      description="Your doctor can send scripts and letters here by fax or email, when you ask them to."
    >
      <div className="flex flex-col gap-6">
        {preferred.isPending ? (
          <p className="text-muted">Loading your pharmacy…</p>
        ) : preferred.isError ? (
          <p className="text-error">Your pharmacy could not be loaded: {errorMessage(preferred.error)}</p>
        ) : chosen ? (
          <div className="flex flex-col gap-3 rounded-card border border-primary/40 bg-primary-soft/40 p-4 sm:flex-row sm:items-start sm:justify-between">
            <PharmacyDetails pharmacy={chosen} />
            <button
              type="button"
              className={smallDangerButton}
              onClick={() => choose(null)}
              disabled={save.isPending}
            >
              Remove
            </button>
          </div>
        ) : (
          <p className="text-muted">You have not chosen a pharmacy yet. Find one below.</p>
        )}

        <div className="grid gap-4 md:grid-cols-2">
          <form onSubmit={findByWords} className="flex flex-col gap-2" aria-label="Find a pharmacy by name">
            <SearchField
              id={`${id}-words`}
              label="Name, suburb or postcode"
              value={words}
              onValueChange={setWords}
              placeholder="e.g. Circular Quay or 2000"
            />
            <button type="submit" className={primaryButton}>
              Search
            </button>
          </form>
          <form
            onSubmit={findNear}
            className="flex flex-col gap-2"
            aria-label="Find pharmacies near a postcode"
          >
            <label htmlFor={`${id}-near`} className="block text-sm font-medium text-ink">
              Near postcode
            </label>
            <input
              id={`${id}-near`}
              inputMode="numeric"
              maxLength={4}
              value={near}
              onChange={(e) => setNear(e.target.value)}
              className="block min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-none"
            />
            <button type="submit" className={secondaryButton}>
              Find nearby
            </button>
          </form>
        </div>
        {problem ? (
          <p className="text-sm text-error" role="alert">
            {problem}
          </p>
        ) : null}

        {search ? (
          <div aria-live="polite">
            {results.isPending ? (
              <p className="text-muted">Searching…</p>
            ) : results.isError ? (
              <p className="text-error" role="alert">
                {errorMessage(results.error)}
              </p>
            ) : results.data.items.length === 0 ? (
              <p className="text-muted">
                No pharmacies found. Check the spelling, or search near another postcode.
              </p>
            ) : (
              <ul
                aria-label="Pharmacies found"
                className="divide-y divide-line rounded-card border border-line"
              >
                {results.data.items.map((pharmacy) => (
                  <li
                    key={pharmacy.id}
                    className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between"
                  >
                    <PharmacyDetails pharmacy={pharmacy} />
                    {chosen?.id === pharmacy.id ? (
                      <span className="text-sm font-semibold text-success">Your pharmacy</span>
                    ) : (
                      <button
                        type="button"
                        className={smallButton}
                        onClick={() => choose(pharmacy)}
                        disabled={save.isPending}
                      >
                        Choose<span className="sr-only"> {pharmacy.name}</span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </div>
    </SectionCard>
  );
}
