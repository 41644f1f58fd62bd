import type { Executor } from '../db/client';
import { matchKeyOf } from '../modules/pharmacies/import-pharmacies';
import { type NewPharmacy, upsertPharmacies } from '../modules/pharmacies/pharmacies.repository';

type DemoPharmacy = Omit<NewPharmacy, 'matchKey'>;

/**
 * Demo pharmacies (decision 0065): made-up names at real street corners, a handful around Sydney
 * 2000 and a few further off, so "near 2000" lists nearest first. Phone and fax numbers are in the
 * 02 5550 range Australia keeps for fiction; emails are at example.com.
 */
export const demoPharmacies: DemoPharmacy[] = [
  {
    name: 'Circular Quay Pharmacy',
    address: '2 Loftus Street',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    phone: '+61255500101',
    fax: '+61255500102',
    email: 'scripts@circularquay-pharmacy.example.com',
    latitude: -33.8627,
    longitude: 151.2105,
    openingHours: 'Mon–Fri 7 am–7 pm; Sat 9 am–5 pm; Sun closed',
  },
  {
    name: 'Wynyard Chemist',
    address: '301 George Street',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    phone: '+61255500111',
    fax: '+61255500112',
    email: 'orders@wynyard-chemist.example.com',
    latitude: -33.8661,
    longitude: 151.2071,
    openingHours: 'Mon–Fri 7:30 am–6:30 pm; Sat–Sun closed',
  },
  {
    name: 'Town Hall Late Night Pharmacy',
    address: '464 George Street',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    phone: '+61255500121',
    fax: '+61255500122',
    email: 'hello@townhall-pharmacy.example.com',
    latitude: -33.8728,
    longitude: 151.2074,
    openingHours: 'Every day 8 am–midnight',
  },
  {
    name: 'Haymarket Family Pharmacy',
    address: '9 Dixon Street',
    suburb: 'Haymarket',
    state: 'NSW',
    postcode: '2000',
    phone: '+61255500131',
    fax: null,
    email: 'care@haymarket-pharmacy.example.com',
    latitude: -33.8786,
    longitude: 151.2039,
    openingHours: 'Mon–Sat 9 am–8 pm; Sun 10 am–6 pm',
  },
  {
    name: 'Surry Hills Compounding Chemist',
    address: '402 Crown Street',
    suburb: 'Surry Hills',
    state: 'NSW',
    postcode: '2010',
    phone: '+61255500141',
    fax: '+61255500142',
    email: null,
    latitude: -33.8858,
    longitude: 151.2139,
    openingHours: 'Mon–Fri 8:30 am–6 pm; Sat 9 am–1 pm',
  },
  {
    name: 'Parramatta Station Pharmacy',
    address: '159 Church Street',
    suburb: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    phone: '+61255500151',
    fax: '+61255500152',
    email: 'scripts@parramatta-pharmacy.example.com',
    latitude: -33.8148,
    longitude: 151.0035,
    openingHours: 'Mon–Fri 7 am–9 pm; Sat–Sun 9 am–6 pm',
  },
  {
    name: 'Flinders Lane Pharmacy',
    address: '120 Flinders Lane',
    suburb: 'Melbourne',
    state: 'VIC',
    postcode: '3000',
    phone: '+61355500161',
    fax: '+61355500162',
    email: 'scripts@flinderslane-pharmacy.example.com',
    latitude: -37.8162,
    longitude: 144.9689,
    openingHours: 'Mon–Fri 8 am–7 pm; Sat 10 am–4 pm',
  },
  {
    name: 'Queen Street Mall Chemist',
    address: '171 Queen Street',
    suburb: 'Brisbane City',
    state: 'QLD',
    postcode: '4000',
    phone: '+61755500171',
    fax: '+61755500172',
    email: 'orders@queenstreet-chemist.example.com',
    latitude: -27.4694,
    longitude: 153.0257,
    openingHours: 'Every day 8 am–8 pm',
  },
];

/** Seed step: the demo pharmacies, once per database. */
export async function insertPharmaciesDemo(tx: Executor, now: Date): Promise<void> {
  await upsertPharmacies(
    tx,
    demoPharmacies.map((p) => ({ ...p, matchKey: matchKeyOf(p) })),
    now,
  );
}
