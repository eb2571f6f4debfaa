import { FLAG, type DocColumns } from './columns';
import type { RowComparator } from './sort-by-key';
import { SortedOrder, type OrderSpec } from './sorted-order';

/** The precomputed orders; distance orders depend on the origin and are ranked per query. */
export type OrderName =
  'newest' | 'boost' | 'price-asc' | 'price-desc' | 'mileage-asc' | 'year-desc';

/** Ids ascending: the last tie-break of every order, so paging is deterministic. */
export function byId(columns: DocColumns): RowComparator {
  return (a, b) => {
    const idA = columns.idOf(a);
    const idB = columns.idOf(b);
    return idA < idB ? -1 : idA > idB ? 1 : 0;
  };
}

export function orderSpecs(columns: DocColumns): Record<OrderName, OrderSpec> {
  const id = byId(columns);
  const newest: RowComparator = (a, b) => columns.createdAt[b]! - columns.createdAt[a]! || id(a, b);
  return {
    newest: { key: (row) => -columns.createdAt[row]!, tie: id },
    // Every listing with Top of Search by when it was last bought, latest first (decision
    // 032): the page walks it keeping those whose boost still runs.
    boost: { key: (row) => -columns.searchBoostedAt[row]!, tie: newest },
    'price-asc': { key: (row) => columns.price[row]!, tie: id },
    'price-desc': { key: (row) => -columns.price[row]!, tie: id },
    'mileage-asc': { key: (row) => columns.mileage[row]!, tie: newest },
    'year-desc': { key: (row) => -columns.year[row]!, tie: newest },
  };
}

/** One SortedOrder per order name, kept in step with the columns through `touch`. */
export class Orders {
  private readonly orders: Record<OrderName, SortedOrder>;

  constructor(columns: DocColumns) {
    const specs = orderSpecs(columns);
    const live = (row: number) => columns.alive[row] === 1;
    const boostable = (row: number) =>
      live(row) &&
      (columns.flags[row]! & FLAG.featured) !== 0 &&
      !Number.isNaN(columns.searchBoostUntil[row]!);
    const rowCount = () => columns.rowCount;
    const order = (name: OrderName, includes = live) =>
      new SortedOrder(specs[name], includes, rowCount);
    this.orders = {
      newest: order('newest'),
      boost: order('boost', boostable),
      'price-asc': order('price-asc'),
      'price-desc': order('price-desc'),
      'mileage-asc': order('mileage-asc'),
      'year-desc': order('year-desc'),
    };
  }

  get(name: OrderName): Int32Array {
    return this.orders[name].current();
  }

  touch(row: number): void {
    for (const order of Object.values(this.orders)) order.touch(row);
  }

  /** Sorts every order now, so the first queries do not pay for it. */
  warm(): void {
    for (const order of Object.values(this.orders)) order.current();
  }
}
