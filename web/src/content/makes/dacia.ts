import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'Dacia',
  slug: 'dacia',
  summary:
    'Dacia is the Romanian value brand of the Renault Group. In Britain its van offering was the Dokker, a roomy compact van built with proven Renault engines and sold at a notably low price.',
  facts: [
    { label: 'Headquarters', value: 'Mioveni, Romania' },
    { label: 'Parent group', value: 'Renault Group (since 1999)' },
    { label: 'Van in the UK', value: 'Dokker Van, sold new in the 2010s and now used only' },
    { label: 'Fuel types offered', value: 'Diesel and petrol' },
    { label: 'Known for', value: 'Low prices and simple, durable engineering' },
  ],
  history: [
    'Dacia was founded in 1966 in Romania and began building cars under licence from Renault at its plant near Pitești, starting with versions of the Renault 8 and Renault 12. For decades its cars and pickups were familiar across Eastern Europe but almost unknown in Britain. Renault bought the company in 1999 and set out to turn it into a maker of modern, affordable vehicles, beginning with the Logan of 2004.',
    "Dacia launched in Britain in 2013 and quickly built a reputation for offering a lot of car for the money. The Dokker, revealed in 2012 and built at Renault's plant in Tangier, Morocco, brought that approach to vans: a practical compact van and passenger model using Renault engines and components. Production ended around 2021, and Dacia has not offered a van in Britain since, so every Dokker Van here is a used buy.",
  ],
  popularity: [
    'The Dokker attracted small businesses and sole traders who wanted a compact van with plenty of space without paying for premium equipment. Its simple construction and Renault mechanicals, including the widely used 1.5 dCi diesel, keep servicing and parts costs low, and many independent garages know the engines well.',
    'The trade-offs are basic cab materials, modest refinement and fewer safety systems than newer rivals. When buying, look for a full service history, check that the timing belt has been changed at the recommended interval, and inspect the load area and sliding door runners for signs of heavy use.',
  ],
  popularModels: [
    { model: 'Dokker', note: 'A roomy, low-cost compact van using Renault engines.' },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'Dacia',
    model: 'Dokker',
    slug: 'dokker',
    yearIntroduced: 2012,
    summary:
      'The Dokker is a compact van and leisure vehicle built by Dacia in Tangier, Morocco, from 2012 and sold in Britain during the 2010s. It offered more load space than most car-derived vans at a low price, using Renault engines such as the 1.5 dCi diesel alongside petrol options, with a sliding side door and a tall, boxy load area. Production ended around 2021, so it is now a used-only buy valued for low running costs.',
    commonUses: [
      'Sole traders and small businesses',
      'Local deliveries',
      'Cleaners, gardeners and mobile services',
      'A budget second vehicle for a fleet',
    ],
    keyFeatures: [
      'Tall, boxy load area for its size',
      'Renault 1.5 dCi diesel and petrol engines',
      'Sliding side door',
      'Low purchase and running costs',
    ],
  },
];

export default { info, models };
