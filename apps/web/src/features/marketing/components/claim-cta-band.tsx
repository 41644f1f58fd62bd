import { CtaActions } from './cta-actions';
import { CtaBand } from './cta-band';

/** The band that closes the workers' compensation pages, national and by state. */
export function ClaimCtaBand() {
  return (
    <CtaBand
      title="Have a claim number?"
      body={<p>Book a consult and enter it when you book. We bill the insurer once the claim is accepted.</p>}
      actions={<CtaActions label="Choose a consult" ask="Questions? Contact us" onDark />}
    />
  );
}
