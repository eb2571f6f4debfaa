import type { LatLng } from '#shared/geo';
import type { PriceIndicator } from '#shared/valuation/price-band';
import type { EngineHit, EngineQuery, EngineResult, SearchDoc, SearchIndex } from '../types';
import { DocColumns } from './columns';
import { GROUP_ID } from './filter-groups';
import { compileFilters, type FilterPlan } from './filter-plan';
import { GeoCells } from './geo-cells';
import { countPassing, passingRows, runMatchPass, type PassCounts } from './match-pass';
import { Orders } from './orders';
import { bandOfCode, PriceBands } from './price-bands';
import { pageRows } from './page';
import { placeCentre } from './place-centre';
import { chooseRelax } from './relax';
import { distanceFrom } from './row-distance';
import { radiusTest, type RadiusTest } from './radius-test';
import { Scratch } from './scratch';
import { TextIndex } from './text-index';

const isLocated = (doc: SearchDoc) => doc.latitude !== null && doc.longitude !== null;

/**
 * The in-memory search index of every live listing (docs/decisions/009-search-projection.md):
 * column storage, a text index, a grid of map cells and presorted orders, all kept in step on
 * upsert and remove. A query is one pass over its candidates (every row, or the rows within
 * the radius) that yields the total, the facets and the relaxation together.
 */
export function createSearchIndex(docs: Iterable<SearchDoc> = []): SearchIndex {
  return new InMemorySearchIndex(docs);
}

class InMemorySearchIndex implements SearchIndex {
  private readonly columns = new DocColumns();
  private readonly text = new TextIndex();
  private readonly cells = new GeoCells();
  private readonly orders = new Orders(this.columns);
  private readonly scratch = new Scratch();
  private readonly bands = new PriceBands(this.columns);
  /** Each seller's live rows: a dealer page's candidates (decision 069). */
  private readonly sellerRows = new Map<string, Set<number>>();
  private liveRows: Int32Array | null = null;
  private locatedRows: Int32Array | null = null;

  constructor(docs: Iterable<SearchDoc>) {
    for (const doc of docs) this.upsert(doc);
    this.orders.warm();
  }

  get size(): number {
    return this.columns.size;
  }

  has(id: string): boolean {
    return this.columns.rowOf(id) !== undefined;
  }

  get(id: string): SearchDoc | undefined {
    const row = this.columns.rowOf(id);
    return row === undefined ? undefined : this.columns.docs[row];
  }

  upsert(doc: SearchDoc): void {
    let row = this.columns.rowOf(doc.id);
    if (row === undefined) row = this.columns.allocate(doc.id);
    else this.detach(row);
    this.columns.write(row, doc);
    this.sellerSet(doc).add(row);
    this.bands.join(row, this.columns.pair[row]!);
    this.text.add(row, doc.words);
    if (isLocated(doc)) this.cells.add(row, doc.latitude!, doc.longitude!);
    this.changed(row);
  }

  remove(id: string): void {
    const row = this.columns.rowOf(id);
    if (row === undefined) return;
    this.detach(row);
    this.columns.release(row);
    this.changed(row);
  }

  *docs(): Iterable<SearchDoc> {
    const { docs, alive, rowCount } = this.columns;
    for (let row = 0; row < rowCount; row++) if (alive[row]) yield docs[row]!;
  }

  priceIndicator(id: string): PriceIndicator | null {
    const row = this.columns.rowOf(id);
    if (row === undefined) return null;
    this.bands.refresh();
    return this.bands.indicatorOf(row);
  }

  query(query: EngineQuery): EngineResult {
    const { columns, scratch } = this;
    const nowMs = query.now.getTime();
    const { plan, candidates } = this.prepare(query);
    const origin = query.origin;
    scratch.matched.fill(0, 0, columns.rowCount);
    const counts = runMatchPass(columns, plan, candidates.rows, candidates.count, scratch, nowMs);

    const start = Math.max(0, (query.page - 1) * query.pageSize);
    const page = pageRows(
      {
        sort: query.sort,
        start,
        end: start + query.pageSize,
        total: counts.total,
        boosted: counts.boosted,
        matched: scratch.matched,
        order: (name) => this.orders.get(name),
        nearby:
          origin && (query.sort === 'featured' || query.sort === 'distance')
            ? {
                cells: this.cells.cellsNearestFirst(origin),
                distanceOf: distanceFrom(origin, columns),
                distance: scratch.distance,
              }
            : null,
      },
      columns,
    );
    const distance = origin ? distanceFrom(origin, columns) : null;
    const hits = page.map((row): EngineHit => ({
      doc: columns.docs[row]!,
      distanceMiles: distance ? distance(row) : null,
      boosted: columns.isBoosted(row, nowMs),
      priceBand: bandOfCode(columns.priceBand[row]!),
    }));
    return {
      total: counts.total,
      hits,
      facets: counts.facets.toFacets(columns, plan.makeCode, query.filters.make),
      relax: counts.total === 0 ? this.relax(plan, counts, query.sellerId) : null,
    };
  }

  matchingIds(query: Omit<EngineQuery, 'sort' | 'page' | 'pageSize'>): string[] {
    const { plan, candidates } = this.prepare({ ...query, sort: 'newest', page: 1, pageSize: 0 });
    const rows = passingRows(plan, candidates.rows, candidates.count, this.scratch);
    return rows.map((row) => this.columns.docs[row]!.id);
  }

  /** The query's compiled filters, its free text marked, and its candidate rows. */
  private prepare(query: EngineQuery) {
    const { columns, scratch } = this;
    // The price bands of groups changed since the last query (the goodPrice filter reads them).
    this.bands.refresh();
    scratch.fit(columns.capacity);
    const plan = compileFilters(query, columns);
    if (plan.words.length > 0) {
      scratch.textMarks.fill(0);
      this.text.markMatches(plan.words, scratch.textMarks);
    }
    const origin = query.origin;
    const radius = origin ? query.radiusMiles : null;
    if (query.sellerId != null) return { plan, candidates: this.sellerCandidates(query) };
    const candidates = origin
      ? radius === null
        ? this.located()
        : this.withinRadius(origin, radius)
      : this.live();
    return { plan, candidates };
  }

  sellerCount(sellerId: string): number {
    return this.sellerRows.get(sellerId)?.size ?? 0;
  }

  placeCentre(locationSlug: string): LatLng | null {
    return placeCentre(this.columns, locationSlug);
  }

  oldestYear(): number | null {
    // The last of the live rows, newest year first, kept sorted for the 'year-desc' order.
    const byYear = this.orders.get('year-desc');
    const last = byYear[byYear.length - 1];
    return last === undefined ? null : this.columns.year[last]!;
  }

  private relax(plan: FilterPlan, counts: PassCounts, sellerId: string | null | undefined) {
    const { facets } = counts;
    return chooseRelax(plan.active, (group) => {
      if (group === 'make') return facets.passingAllButMakeAndModel();
      // With no results, every row of the chosen make passing all but the model fails the model.
      if (group === 'model') return facets.passingAllButModel(this.columns, plan.makeCode);
      if (group === 'radius') return this.passingOutsideRadius(plan, sellerId);
      return counts.failingOnly[GROUP_ID[group]]!;
    });
  }

  /**
   * Located rows beyond the radius that pass every other filter (only asked with no results),
   * of one seller when the query is a dealer's stock.
   */
  private passingOutsideRadius(plan: FilterPlan, sellerId: string | null | undefined): number {
    const own = sellerId == null ? undefined : this.sellerRows.get(sellerId);
    const located =
      sellerId == null
        ? this.located()
        : this.rowsOfSet(own, (row) => !Number.isNaN(this.columns.latitude[row]!));
    const outside = new Int32Array(located.count);
    const count = rowsOutside(located.rows, located.count, this.scratch.inRadius, outside);
    return countPassing(plan, outside, count, this.scratch);
  }

  /** Rows within the radius, marked in scratch.inRadius and listed in scratch.candidates. */
  private withinRadius(origin: LatLng, radius: number) {
    const { scratch } = this;
    scratch.inRadius.fill(0, 0, this.columns.rowCount);
    const test = radiusTest(origin, radius, this.columns);
    let count = 0;
    this.cells.forEachCandidateCell(origin, radius, (cellRows) => {
      count = keepWithin(cellRows, test, scratch, count);
    });
    return { rows: scratch.candidates, count };
  }

  /** A seller's rows, within the radius when there is one, in row order (as every candidate list). */
  private sellerCandidates(query: EngineQuery) {
    const own = this.sellerRows.get(query.sellerId ?? '');
    const origin = query.origin;
    if (origin && query.radiusMiles === null) {
      return this.rowsOfSet(own, (row) => !Number.isNaN(this.columns.latitude[row]!));
    }
    if (origin && query.radiusMiles !== null) {
      this.withinRadius(origin, query.radiusMiles);
      return this.rowsOfSet(own, (row) => this.scratch.inRadius[row] === 1);
    }
    return this.rowsOfSet(own, () => true);
  }

  private rowsOfSet(rows: ReadonlySet<number> | undefined, keep: (row: number) => boolean) {
    const kept = Int32Array.from([...(rows ?? [])].filter(keep)).sort();
    return { rows: kept, count: kept.length };
  }

  private sellerSet(doc: SearchDoc): Set<number> {
    // Log entries written before the seller's id was kept lack it: they belong to no dealer page.
    const seller = doc.seller_id ?? '';
    let rows = this.sellerRows.get(seller);
    if (!rows) this.sellerRows.set(seller, (rows = new Set()));
    return rows;
  }

  private live() {
    if (!this.liveRows) this.liveRows = this.rowsWhere(() => true);
    return { rows: this.liveRows, count: this.liveRows.length };
  }

  private located() {
    if (!this.locatedRows) {
      const { latitude } = this.columns;
      this.locatedRows = this.rowsWhere((row) => !Number.isNaN(latitude[row]!));
    }
    return { rows: this.locatedRows, count: this.locatedRows.length };
  }

  private rowsWhere(keep: (row: number) => boolean): Int32Array {
    const rows = new Int32Array(this.columns.size);
    const count = liveRowsWhere(this.columns.alive, this.columns.rowCount, keep, rows);
    return rows.subarray(0, count);
  }

  private detach(row: number): void {
    const old = this.columns.docs[row]!;
    this.sellerRows.get(old.seller_id ?? '')?.delete(row);
    this.bands.leave(row, this.columns.pair[row]!);
    this.text.remove(row, old.words);
    this.cells.remove(row);
  }

  private changed(row: number): void {
    this.orders.touch(row);
    this.liveRows = null;
    this.locatedRows = null;
  }
}

// Long loops live in small functions with nothing after the loop (see match-pass.ts).

function keepWithin(
  cellRows: readonly number[],
  test: RadiusTest,
  scratch: Scratch,
  countBefore: number,
): number {
  const { candidates, inRadius } = scratch;
  const { unitX, unitY, unitZ } = test.columns;
  const { x, y, z, surelyIn, surelyOut, exact } = test;
  let count = countBefore;
  for (let i = 0; i < cellRows.length; i++) {
    const row = cellRows[i]!;
    const dx = unitX[row]! - x;
    const dy = unitY[row]! - y;
    const dz = unitZ[row]! - z;
    const chord = dx * dx + dy * dy + dz * dz;
    // The chord decides all but the rows at the very edge, where the haversine does.
    if (chord < surelyIn || (chord <= surelyOut && exact(row))) {
      inRadius[row] = 1;
      candidates[count++] = row;
    }
  }
  return count;
}

function rowsOutside(rows: Int32Array, count: number, inRadius: Uint8Array, out: Int32Array) {
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const row = rows[i]!;
    if (inRadius[row] === 0) out[kept++] = row;
  }
  return kept;
}

function liveRowsWhere(
  alive: Uint8Array,
  rowCount: number,
  keep: (row: number) => boolean,
  out: Int32Array,
): number {
  let count = 0;
  for (let row = 0; row < rowCount; row++) if (alive[row] === 1 && keep(row)) out[count++] = row;
  return count;
}
