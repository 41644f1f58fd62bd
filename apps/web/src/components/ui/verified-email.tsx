import { BadgeCheck } from 'lucide-react';

/** An account's email, and whether its owner has shown it is theirs. */
export function VerifiedEmail({ email, verified }: { email: string; verified: boolean }) {
  return (
    <>
      <span className="mr-2 break-all">{email}</span>
      {verified ? (
        <span className="inline-flex items-center gap-1 text-sm font-medium text-success">
          <BadgeCheck className="size-4" aria-hidden />
          Verified
        </span>
      ) : (
        <span className="text-sm font-medium text-warning">Not yet verified</span>
      )}
    </>
  );
}
