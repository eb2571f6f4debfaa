import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import ngeohash from 'ngeohash';
import { distanceMiles, type LatLng } from '#shared/geo';
import { EARTH_RADIUS_MILES } from '#shared/search/constants';
import { GEO_PARTITION_PRECISION, geoPk, INDEX, INDEX_KEYS, parseGeoSk } from '#shared/table-keys';
import type { Db } from '../platform/db';

/** A live listing's id and its distance from the centre asked about, from the geo index alone. */
export type GeoIndexHit = { id: string; distanceMiles: number };

/** At most this many cell Queries per call: finer cells read less, but each is one request. */
export const MAX_GEO_CELLS = 32;

/**
 * The geohash cells (precision 5, 4 or 3: about 5 km, 39 x 20 km, 156 km) that cover the
 * circle's bounding box, the finest precision that needs at most MAX_GEO_CELLS of them.
 */
export function coveringCells(centre: LatLng, radiusMiles: number): string[] {
  const degrees = (miles: number) => (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const dLat = degrees(radiusMiles);
  const dLng = degrees(radiusMiles) / Math.max(Math.cos((centre.latitude * Math.PI) / 180), 0.01);
  const box = [
    Math.max(centre.latitude - dLat, -90),
    Math.max(centre.longitude - dLng, -180),
    Math.min(centre.latitude + dLat, 90),
    Math.min(centre.longitude + dLng, 180),
  ] as const;
  for (const precision of [5, 4]) {
    const cells = ngeohash.bboxes(...box, precision);
    if (cells.length <= MAX_GEO_CELLS) return cells;
  }
  return ngeohash.bboxes(...box, GEO_PARTITION_PRECISION);
}

/** One cell's index entries within `radiusMiles` of `centre` (one Query, paged). */
async function readCell(
  db: Db,
  centre: LatLng,
  radiusMiles: number,
  cell: string,
): Promise<GeoIndexHit[]> {
  const fine = cell.length > GEO_PARTITION_PRECISION;
  const pages = paginateQuery(
    { client: db.client },
    {
      TableName: db.tableName,
      IndexName: INDEX.geo,
      KeyConditionExpression: fine
        ? `${INDEX_KEYS.geo.pk} = :pk AND begins_with(${INDEX_KEYS.geo.sk}, :cell)`
        : `${INDEX_KEYS.geo.pk} = :pk`,
      ExpressionAttributeValues: fine
        ? { ':pk': geoPk(cell), ':cell': cell }
        : { ':pk': geoPk(cell) },
      ProjectionExpression: INDEX_KEYS.geo.sk,
    },
  );
  const hits: GeoIndexHit[] = [];
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const { id, ...point } = parseGeoSk(String(item[INDEX_KEYS.geo.sk]));
      const miles = distanceMiles(centre, point);
      if (miles <= radiusMiles) hits.push({ id, distanceMiles: miles });
    }
  }
  return hits;
}

const nearestFirst = (a: GeoIndexHit, b: GeoIndexHit) =>
  a.distanceMiles - b.distanceMiles || (a.id < b.id ? -1 : 1);

/**
 * Every live listing within `radiusMiles` of `centre`, nearest first, from the geo index
 * (KEYS_ONLY: the point is the sort key's geohash, about 5 m precise, so no item is read).
 * One Query per covering cell, in parallel: a cell finer than the partition is a
 * `begins_with` on the sort key. Cost: about 0.5 RCU per 8 KB of index entries in the cells
 * (an entry is about 120 bytes), docs/data-model.md.
 */
export async function queryGeoIndex(
  db: Db,
  centre: LatLng,
  radiusMiles: number,
): Promise<GeoIndexHit[]> {
  const cells = coveringCells(centre, radiusMiles);
  const perCell = await Promise.all(cells.map((cell) => readCell(db, centre, radiusMiles, cell)));
  return perCell.flat().sort(nearestFirst);
}

/**
 * A lower bound of the distance from `centre` to any point of the geohash cell: to the cell's
 * nearest corner or edge (the centre's latitude and longitude clamped into the cell), less 1 %
 * for the sphere (an edge along a meridian is nearest a little off the centre's latitude).
 */
export function cellMinDistanceMiles(centre: LatLng, cell: string): number {
  const [minLat, minLng, maxLat, maxLng] = ngeohash.decode_bbox(cell) as [
    number,
    number,
    number,
    number,
  ];
  const nearest = {
    latitude: Math.min(Math.max(centre.latitude, minLat), maxLat),
    longitude: Math.min(Math.max(centre.longitude, minLng), maxLng),
  };
  return distanceMiles(centre, nearest) * 0.99;
}

/** Cells read at once while looking for the nearest: a round trip each batch, not each cell. */
export const NEAREST_CELL_BATCH = 4;

/**
 * The `limit` nearest live listings within `radiusMiles` of `centre` (or every one there, if
 * fewer): the covering cells are read nearest first, a few at a time, and reading stops once
 * `limit` hits are nearer than any cell not yet read, so the nearest `limit` are exact. In a
 * town centre that is the one or two cells around the point instead of all of them (issue 35:
 * nearby vans within 25 RCU at 100,000 listings). Hits past the proven ones may follow, nearest
 * first, for a caller that must skip some.
 */
export async function nearestInCircle(
  db: Db,
  centre: LatLng,
  radiusMiles: number,
  limit: number,
): Promise<{ hits: GeoIndexHit[]; complete: boolean }> {
  const cells = coveringCells(centre, radiusMiles)
    .map((cell) => ({ cell, min: cellMinDistanceMiles(centre, cell) }))
    .filter(({ min }) => min <= radiusMiles)
    .sort((a, b) => a.min - b.min || (a.cell < b.cell ? -1 : 1));
  const hits: GeoIndexHit[] = [];
  for (let start = 0; start < cells.length; start += NEAREST_CELL_BATCH) {
    const batch = cells.slice(start, start + NEAREST_CELL_BATCH);
    const read = await Promise.all(
      batch.map(({ cell }) => readCell(db, centre, radiusMiles, cell)),
    );
    hits.push(...read.flat());
    const unreadFrom = cells[start + NEAREST_CELL_BATCH]?.min ?? Infinity;
    if (hits.filter((hit) => hit.distanceMiles <= unreadFrom).length >= limit) {
      return { hits: hits.sort(nearestFirst), complete: unreadFrom === Infinity };
    }
  }
  return { hits: hits.sort(nearestFirst), complete: true };
}
