// The scheduling engine: pure functions from availability, settings, busy time and `now` to UTC slots,
// and from a calendar feed to busy time. No database and no clock; the use cases around it supply both.
//
//   computeSlotsForDate({ availability, settings, busy, now, date, showAll?, times? }) -> Slot[]
//   computeSlotsForRange({ ..., from, to })                                          -> Slot[]
//   computeAvailableDates({ availability, settings, busy, now, from, to })            -> DateAvailability[]
//   parseIcsBusy(text, { zone, from, to })                                            -> IcsBusyResult
//   formatInZone(instant, zone)                                                       -> 'Mon 5 Oct, 9:00 am AEDT'
//   availabilityFromRules(zone, storedRuleRows)                                       -> Availability
//
// The daylight-saving rule (how wall-clock windows become instants) is written at the top of
// slot-engine.ts; how buffers, notice and horizon apply is on `SlotSettings` in types.ts.
export { type AvailabilityRuleLike, availabilityFromRules } from './availability-from-rules.ts';
export { formatInZone } from './format-in-zone.ts';
export {
  ICS_MAX_BYTES,
  ICS_MAX_INSTANCES,
  ICS_MAX_RECURRENCE_STEPS,
  type IcsBusyResult,
  type ParseIcsBusyOptions,
  parseIcsBusy,
} from './ics.ts';
export {
  type ComputeSlotsForDateOptions,
  type ComputeSlotsForRangeOptions,
  computeAvailableDates,
  computeSlotsForDate,
  computeSlotsForRange,
  type DateAvailability,
  MAX_RANGE_DAYS,
  type SlotQuery,
} from './slot-engine.ts';
export type {
  Availability,
  Break,
  BusyInterval,
  BusyKind,
  ClockRange,
  DateOverride,
  Slot,
  SlotBlockReason,
  SlotSettings,
  Weekday,
  WeeklyWindow,
} from './types.ts';
export { isTimeZone } from './zoned-time.ts';
