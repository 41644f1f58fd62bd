import type { Executor } from '../db/client';
import { insertMbsItemsIfAbsent, type NewMbsItem } from '../modules/medicare';

/**
 * Demo MBS items: GP telehealth attendances by video (for scheduled consults) and by phone (for
 * callbacks), by length, with fees close to the schedule's at the time of writing. Every row is
 * marked `demo`, and the admin screen says so until an admin checks each against the current MBS
 * schedule: fees change every year, and these are examples, not the schedule.
 */
export const DEMO_MBS_ITEMS: NewMbsItem[] = [
  {
    itemNumber: '91790',
    description: 'GP video consult, level A: a straightforward matter (under 6 minutes)',
    consultType: 'scheduled',
    minMinutes: 0,
    maxMinutes: 6,
    feeCents: 1_960,
  },
  {
    itemNumber: '91800',
    description: 'GP video consult, level B: 6 to 20 minutes',
    consultType: 'scheduled',
    minMinutes: 6,
    maxMinutes: 20,
    feeCents: 4_285,
  },
  {
    itemNumber: '91801',
    description: 'GP video consult, level C: 20 to 40 minutes',
    consultType: 'scheduled',
    minMinutes: 20,
    maxMinutes: 40,
    feeCents: 8_290,
  },
  {
    itemNumber: '91802',
    description: 'GP video consult, level D: 40 minutes or more',
    consultType: 'scheduled',
    minMinutes: 40,
    maxMinutes: null,
    feeCents: 12_210,
  },
  {
    itemNumber: '91890',
    description: 'GP phone consult, level A: a straightforward matter (under 6 minutes)',
    consultType: 'callback',
    minMinutes: 0,
    maxMinutes: 6,
    feeCents: 1_960,
  },
  {
    itemNumber: '91891',
    description: 'GP phone consult, level B: 6 to 20 minutes',
    consultType: 'callback',
    minMinutes: 6,
    maxMinutes: 20,
    feeCents: 4_285,
  },
].map((item) => ({ ...item, bulkBillable: true, demo: true, active: true }));

/** Seeds the demo MBS items whose numbers no item has yet. */
export async function insertMbsItemsDemo(tx: Executor): Promise<void> {
  await insertMbsItemsIfAbsent(tx, DEMO_MBS_ITEMS);
}
