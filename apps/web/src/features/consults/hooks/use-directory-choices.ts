import { useDirectory } from '../../scheduling';

/** The doctors a patient may ask for, and their specialties, each once and in alphabetical order. */
export function useDirectoryChoices() {
  const directory = useDirectory();
  const doctors = directory.data?.items ?? [];
  const specialties = [...new Set(doctors.flatMap((d) => d.specialties))].sort((a, b) => a.localeCompare(b));
  return { doctors, specialties, isPending: directory.isPending };
}
