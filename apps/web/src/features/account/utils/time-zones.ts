import { AU_TIME_ZONES } from '@curo/core/users';

type TAuTimeZone = (typeof AU_TIME_ZONES)[number];

/**
 * The zones as people know them. Queensland, the Northern Territory and Western Australia keep
 * standard time all year, so saying so spares the "is it an hour behind now?" question; Lord Howe
 * moves by only half an hour.
 */
const LABELS: Record<TAuTimeZone, string> = {
  'Australia/Sydney': 'Sydney, Canberra (AEST/AEDT)',
  'Australia/Melbourne': 'Melbourne (AEST/AEDT)',
  'Australia/Brisbane': 'Brisbane (AEST, no daylight saving)',
  'Australia/Adelaide': 'Adelaide (ACST/ACDT)',
  'Australia/Darwin': 'Darwin (ACST, no daylight saving)',
  'Australia/Perth': 'Perth (AWST, no daylight saving)',
  'Australia/Hobart': 'Hobart (AEST/AEDT)',
  'Australia/Lord_Howe': 'Lord Howe Island (half-hour daylight saving)',
};

export const TIME_ZONE_OPTIONS = AU_TIME_ZONES.map((value) => ({ value, label: LABELS[value] }));

/** A zone's friendly name; an unexpected zone is shown as it is stored. */
export const timeZoneLabel = (zone: string): string => LABELS[zone as TAuTimeZone] ?? zone;
