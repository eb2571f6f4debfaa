import type { Feature } from '#shared/catalogue';
import type { ServiceHistory, SellerType } from '#shared/catalogue';
import type { Rng } from './random';
import type { DemoVehicle } from './vehicle';

/** The sentences that say how many owners a van has had: pricing.ts reads them back. */
export const ONE_OWNER_SENTENCE = 'One owner from new.';
export const TWO_PREVIOUS_OWNERS_SENTENCE = 'Two previous owners.';

export type AdvertFacts = {
  vehicle: DemoVehicle;
  features: readonly Feature[];
  sellerType: SellerType;
  sellerName: string;
  town: string;
  serviceHistory: ServiceHistory | null;
  motExpiry: string | null;
  includesVat: boolean;
  negotiable: boolean;
  v5c: boolean;
  hpiClear: boolean;
};

// One formatter each: toLocaleString builds a new one per call, which costs seconds at 100k.
const NUMBER = new Intl.NumberFormat('en-GB');
const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const miles = (n: number) => NUMBER.format(n);

function monthYear(isoDate: string): string {
  return MONTH_YEAR.format(new Date(`${isoDate}T00:00:00Z`));
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 2 to 4 paragraphs of advert text about this van, in a private seller's or a dealer's voice. */
export function writeDescription(rng: Rng, facts: AdvertFacts): string {
  const paragraphs = [intro(rng, facts), history(rng, facts)];
  const kit = equipment(rng, facts);
  if (kit) paragraphs.push(kit);
  if (paragraphs.length < 4 || rng.chance(0.7)) paragraphs.push(closing(rng, facts));
  return paragraphs.slice(0, 4).join('\n\n');
}

function intro(rng: Rng, f: AdvertFacts): string {
  const v = f.vehicle;
  const name = `${v.year} ${v.spec.make} ${v.spec.model}`;
  const engine =
    v.fuel === 'electric' ? `${v.engine.label} electric` : `${v.engine.label} ${v.ps}ps`;
  const colour = v.colour.toLowerCase();
  const gearbox = v.transmission === 'automatic' ? 'automatic' : 'manual';
  if (v.condition === 'new') {
    return rng.pick([
      `Brand new, unregistered ${name} ${engine} in ${colour}, delivery miles only. Available for immediate delivery rather than the usual factory wait.`,
      `New ${colour} ${name} ${engine}, just ${v.mileage} delivery miles, ready to go to work today with the full manufacturer's warranty.`,
    ]);
  }
  const trade = [
    `We are pleased to offer this ${colour} ${name} ${engine}${v.trim ? ` in ${v.trim} trim` : ''}, showing ${miles(v.mileage)} miles.`,
    `Just arrived on our forecourt: a ${name} ${engine} finished in ${colour}, with ${miles(v.mileage)} miles and a ${gearbox} gearbox.`,
    `Here we have a very tidy ${name}${v.config ? ` ${v.config}` : ''} with the ${engine} engine, ${miles(v.mileage)} miles, in ${colour}.`,
  ];
  const personal = [
    `For sale is my ${colour} ${name} ${engine}, ${miles(v.mileage)} miles on the clock.`,
    `Selling my trusty ${name}${v.config ? ` ${v.config}` : ''}. ${miles(v.mileage)} miles, ${v.fuel}, ${gearbox}, ${colour}.`,
    `Up for sale is our ${name} ${engine} in ${colour}. It has covered ${miles(v.mileage)} miles and drives as it should.`,
  ];
  const opening = rng.pick(f.sellerType === 'trade_dealer' ? trade : personal);
  return `${opening} ${bodySentence(rng, f)}`.trim();
}

function bodySentence(rng: Rng, f: AdvertFacts): string {
  const v = f.vehicle;
  switch (v.body) {
    case 'camper':
      return rng.pick([
        'Converted to a camper with a rock-and-roll bed, two-ring hob, sink and leisure battery; ready for the summer.',
        'It is a full camper conversion: pop-top roof, swivel front seats, fridge and a proper bed. Great for weekends away.',
      ]);
    case 'luton':
      return f.features.includes('Tail Lift')
        ? 'Luton body in good order with a working tail lift, ideal for removals or furniture delivery.'
        : 'Luton body with a roller shutter, plenty of room for removals work.';
    case 'tipper':
      return 'The tipper body works as it should, with no leaks from the ram, and the bed is straight.';
    case 'dropside':
      return 'Dropside body with good sides and hinges; the bed has been looked after.';
    case 'chassis_cab':
      return 'Supplied as a chassis cab, ready for the body of your choice.';
    case 'refrigerated':
      return 'Insulated box with a fridge unit that pulls down to temperature quickly; ideal for food delivery.';
    case 'minibus':
      return 'Seats are clean with no rips, and every belt works.';
    case 'pickup':
      if (v.spec.size !== 'pickup') return 'Pickup body with a solid bed and drop-down tailgate.';
      return rng.pick([
        'Four-wheel drive with low range, and it tows beautifully.',
        'Load bed is straight, with a liner fitted, and the 4x4 system works as it should.',
      ]);
    case 'crew_van':
      return 'Second row of seats for the crew, with a full load area behind.';
    case 'panel_van':
      return rng.pick([
        'Body is straight with only the usual marks for a working van.',
        'Clean load area and a straight body, a few marks in keeping with the age.',
        '',
      ]);
  }
}

function history(rng: Rng, f: AdvertFacts): string {
  const v = f.vehicle;
  const sentences: string[] = [];
  if (f.serviceHistory === 'full') {
    sentences.push(
      rng.pick([
        'Full service history, with every stamp in the book.',
        `Full service history; last serviced at ${miles(Math.max(0, v.mileage - rng.int(500, 9000)))} miles.`,
        v.fuel === 'electric'
          ? 'Full dealer service history, and the battery health report is available.'
          : 'Full dealer service history and the cambelt done on schedule.',
      ]),
    );
  } else if (f.serviceHistory === 'partial') {
    sentences.push(
      rng.pick([
        'Part service history, with a folder of receipts for recent work.',
        'Some service history; it has had oil and filters regularly.',
      ]),
    );
  } else if (f.serviceHistory === 'none') {
    sentences.push('No service history, hence the price, but it drives well.');
  }
  if (f.motExpiry) {
    const due = monthYear(f.motExpiry);
    sentences.push(
      v.ageYears < 3
        ? `First MOT not due until ${due}.`
        : rng.pick([
            `MOT until ${due}.`,
            `Long MOT, to ${due}.`,
            `MOT runs to ${due} with no advisories.`,
          ]),
    );
  } else if (v.ageYears >= 3) {
    sentences.push('MOT to be arranged before sale.');
  }
  if (f.v5c) sentences.push(f.sellerType === 'private_seller' ? 'V5C in my name.' : 'V5C present.');
  if (f.hpiClear) sentences.push('HPI clear.');
  if (v.ageYears > 2) {
    sentences.push(
      rng.pick([
        'Two keys.',
        ONE_OWNER_SENTENCE,
        TWO_PREVIOUS_OWNERS_SENTENCE,
        'Clutch replaced last year.',
        'New tyres all round.',
        '',
      ]),
    );
  }
  return sentences.filter(Boolean).join(' ');
}

function equipment(rng: Rng, f: AdvertFacts): string | null {
  if (f.features.length === 0) return null;
  const items = f.features.map((feature) =>
    feature === 'Bluetooth / AUX / USB' ? 'Bluetooth' : feature.toLowerCase(),
  );
  const lead = rng.pick(['Spec includes', 'Features include', 'Equipped with', 'Comes with']);
  const extra = rng.pick([
    '',
    ' Air conditioning blows cold.',
    ' Three seats up front.',
    ' DAB radio.',
    ' Load area lights and 12V socket in the back.',
  ]);
  return `${lead} ${list(items)}.${extra}`;
}

function closing(rng: Rng, f: AdvertFacts): string {
  if (f.sellerType === 'trade_dealer') {
    const vat = f.includesVat ? 'Price includes VAT.' : 'Price is plus VAT.';
    return [
      vat,
      rng.pick([
        'Part exchange welcome and finance available subject to status.',
        'Finance arranged in-house; part exchange considered.',
        'We can deliver nationwide, just ask for a quote.',
      ]),
      `Come and see it at ${f.sellerName} in ${f.town}, open Monday to Saturday.`,
      f.negotiable ? 'Sensible offers considered.' : '',
    ]
      .filter(Boolean)
      .join(' ');
  }
  const reason = rng.pick([
    "Only selling because I've upgraded to a bigger van.",
    "Selling as I've changed jobs and no longer need it.",
    'Retiring, so the van has to go.',
    'Selling as I now have a company van.',
    'Reluctant sale.',
  ]);
  return [
    reason,
    `Viewing welcome in ${f.town}.`,
    f.negotiable ? 'Open to sensible offers.' : 'No offers, the price is fair.',
    rng.pick(['No time wasters please.', 'Cash or bank transfer on collection.', '']),
  ]
    .filter(Boolean)
    .join(' ');
}
