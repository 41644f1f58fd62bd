import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Takes a one-time secret out of the address bar as soon as the page opens and keeps it in
 * state, so it is not left in history, a bookmark, a shared screenshot or the Referer of a link
 * followed from the page. The other parameters (such as `next`) stay.
 *
 * Returns the value (null when there was none) and a way to forget it.
 */
export function useTakeSearchParam(name: string): [string | null, () => void] {
  const [params, setParams] = useSearchParams();
  const inAddressBar = params.get(name);
  const [value, setValue] = useState(inAddressBar);

  useEffect(() => {
    if (inAddressBar === null) return;
    setValue(inAddressBar);
    setParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete(name);
        return rest;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [inAddressBar, name, setParams]);

  const forget = useCallback(() => setValue(null), []);
  return [value, forget];
}
