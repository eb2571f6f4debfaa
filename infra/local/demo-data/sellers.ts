import type { SellerType } from '#shared/catalogue';

export type DemoSeller = {
  /** Stable across seeds, so the local stage can create matching demo accounts and profiles. */
  id: string;
  seller_type: SellerType;
  full_name: string;
  /** Trade dealers sell from their branches (towns of places/uk-towns.ts); private sellers anywhere. */
  branches: readonly string[];
  /** Relative number of listings. */
  weight: number;
};

const dealer = (n: number, full_name: string, weight: number, branches: string[]): DemoSeller => ({
  id: `demo-dealer-${String(n).padStart(2, '0')}`,
  seller_type: 'trade_dealer',
  full_name,
  branches,
  weight,
});

const privateSeller = (n: number, full_name: string): DemoSeller => ({
  id: `demo-private-${String(n).padStart(2, '0')}`,
  seller_type: 'private_seller',
  full_name,
  branches: [],
  weight: 1,
});

/** The pool of 30 demo sellers: 14 dealers (some with several branches) and 16 private sellers. */
export const DEMO_SELLERS: readonly DemoSeller[] = [
  dealer(1, 'Northern Van Centre', 4, ['Leeds', 'Bradford', 'Wakefield', 'Huddersfield']),
  dealer(2, 'Capital Commercials', 4, ['London', 'Croydon', 'Romford', 'Enfield']),
  dealer(3, 'Midland Van Sales', 3, ['Birmingham', 'Wolverhampton', 'Coventry', 'Walsall']),
  dealer(4, 'Thames Valley Vans', 2, ['Reading', 'Slough', 'Staines-upon-Thames', 'High Wycombe']),
  dealer(5, 'Pennine Commercial Vehicles', 2, ['Manchester', 'Oldham', 'Bolton', 'Stockport']),
  dealer(6, 'Clyde Van Centre', 2, ['Glasgow', 'Paisley', 'East Kilbride', 'Motherwell']),
  dealer(7, 'Severn Vans Direct', 2, ['Bristol', 'Gloucester', 'Cheltenham', 'Newport']),
  dealer(8, 'Anglia Van Traders', 1.5, ['Norwich', 'Ipswich', 'Colchester', 'Bury St Edmunds']),
  dealer(9, 'Tyne & Wear Commercials', 1.5, ['Newcastle upon Tyne', 'Sunderland', 'Durham']),
  dealer(10, 'South Coast Van Co', 1.5, ['Southampton', 'Portsmouth', 'Bournemouth', 'Brighton']),
  dealer(11, 'Dragon Van Sales', 1.5, ['Cardiff', 'Swansea', 'Bridgend']),
  dealer(12, 'East Midlands Vans', 1.5, ['Nottingham', 'Derby', 'Leicester', 'Mansfield']),
  dealer(13, 'Forth Vans', 1, ['Edinburgh', 'Livingston', 'Dunfermline', 'Falkirk']),
  dealer(14, 'Lagan Commercials', 1, ['Belfast', 'Lisburn', 'Portadown']),
  privateSeller(1, 'Dave Thompson'),
  privateSeller(2, 'Sarah Mitchell'),
  privateSeller(3, 'Gareth Evans'),
  privateSeller(4, 'Priya Patel'),
  privateSeller(5, 'Kev Robinson'),
  privateSeller(6, 'Fiona MacLeod'),
  privateSeller(7, 'Tom Walker'),
  privateSeller(8, 'Aisha Khan'),
  privateSeller(9, 'Steve Hughes'),
  privateSeller(10, 'Emma Clarke'),
  privateSeller(11, 'Ciaran O\u2019Neill'),
  privateSeller(12, 'Mark Davies'),
  privateSeller(13, 'Lucy Bennett'),
  privateSeller(14, 'Jamie Fraser'),
  privateSeller(15, 'Paul Wright'),
  privateSeller(16, 'Hannah Lewis'),
];

export const DEMO_DEALERS = DEMO_SELLERS.filter((seller) => seller.seller_type === 'trade_dealer');
export const DEMO_PRIVATE_SELLERS = DEMO_SELLERS.filter(
  (seller) => seller.seller_type === 'private_seller',
);
