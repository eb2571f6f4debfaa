import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'Mercedes-Benz',
  slug: 'mercedes-benz',
  summary:
    'Mercedes-Benz builds vans in three sizes, the Citan, Vito and Sprinter, plus the V-Class people carrier. Its vans are known for solid construction, strong engines and some of the best resale values in the market.',
  facts: [
    { label: 'Headquarters', value: 'Stuttgart, Germany' },
    { label: 'Van range', value: 'Citan, Vito, Sprinter and the V-Class people carrier' },
    {
      label: 'Fuel types offered',
      value: 'Diesel, petrol (Citan) and full electric (eCitan, eVito, eSprinter)',
    },
    { label: 'Sprinter built since', value: '1995' },
    { label: 'Known for', value: 'Premium build quality and strong residual values' },
  ],
  history: [
    "The company's links with commercial vehicles go back to the very beginning of motoring: Gottlieb Daimler built one of the first motor lorries in 1896, and both Daimler and Benz were making delivery vehicles early in the twentieth century. After the Second World War, Mercedes-Benz vans such as the L 319 of 1955 and the T1 of 1977, first built in Bremen, established the brand as a serious van maker across Europe.",
    'The modern range took shape in the 1990s. The Sprinter replaced the T1 in 1995 and became so successful that its name is now used loosely for any large van. The mid-size Vito followed in 1996, built in Vitoria in northern Spain, and the small Citan arrived in 2012 as part of a partnership with Renault. The Sprinter is built in Germany at Düsseldorf and Ludwigsfelde, as well as in other plants for markets outside Europe.',
    'Mercedes-Benz was also an early mover with electric vans. The eVito went on sale in 2018, the eSprinter in 2019 and the eCitan in 2022, each updated since with larger batteries, while the EQV brought electric power to the V-Class family.',
  ],
  popularity: [
    'British buyers choose Mercedes-Benz for the combination of a premium badge, comfortable cabs and vans that tend to hold their value well. The Sprinter in particular is a standard fit for courier companies, ambulance and minibus converters and motorhome builders, which keeps demand for used examples high.',
    'A wide range of lengths, roof heights, weights and drive layouts means there is usually a Mercedes-Benz van for a specialised job, and the dealer network includes dedicated van centres. When buying used, inspect older Sprinters and Vitos closely for rust around sills, wheel arches and door bottoms, and check that servicing has been kept up, as parts and labour can cost more than on mainstream rivals.',
  ],
  popularModels: [
    { model: 'Sprinter', note: 'The benchmark large van and a favourite base for conversions.' },
    { model: 'Vito Panel', note: 'A mid-size van with a premium cab and three lengths.' },
    { model: 'Vito Tourer', note: 'Up to nine seats for taxi, shuttle and family use.' },
    { model: 'V-Class', note: 'The luxury people carrier built on the Vito.' },
    { model: 'Citan', note: 'A compact city van developed with Renault.' },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'Mercedes-Benz',
    model: 'Sprinter',
    slug: 'sprinter',
    yearIntroduced: 1995,
    summary:
      "The Sprinter has been Mercedes-Benz's large van since 1995. Three generations have been built, from 1995, 2006 and 2018, in gross weights from around 3 tonnes up to 5 tonnes, as panel vans, crew vans, chassis cabs, minibuses and tippers. Traditionally rear-wheel drive, it gained a front-wheel-drive option in 2018 and four-wheel-drive versions are also available. An electric eSprinter has been offered since 2019.",
    commonUses: [
      'Courier and multi-drop parcel work',
      'Motorhome and camper conversions',
      'Ambulance, minibus and welfare conversions',
      'Luton and box bodies on the chassis cab',
      'Removals and man-and-van businesses',
    ],
    keyFeatures: [
      'Several lengths and roof heights, including extra-high roofs',
      'Rear-, front- and four-wheel drive depending on version and year',
      'Heavier versions above 3.5 tonnes, which need a C1 licence',
      'Electric eSprinter',
      'Strong residual values',
    ],
  },
  {
    make: 'Mercedes-Benz',
    model: 'Vito Panel',
    slug: 'vito-panel',
    yearIntroduced: 1996,
    summary:
      "The Vito Panel is the load-carrying version of Mercedes-Benz's mid-size van, first built in 1996 at the company's plant in Vitoria, Spain, which gave the van its name. The current third generation, launched in 2014, comes in three lengths with front- or rear-wheel drive and some four-wheel-drive versions, giving buyers Mercedes quality in a van sized between the Citan and the Sprinter.",
    commonUses: [
      'Electricians, plumbers and decorators',
      'Courier and same-day delivery',
      'Mobile workshops and service engineers',
      'Security and facilities work',
    ],
    keyFeatures: [
      'Three body lengths on the current generation',
      'Front-, rear- and four-wheel-drive options',
      'Premium cab with car-derived controls',
      'Electric version sold as the eVito',
      'No high-roof version: for more height, look at a Sprinter',
    ],
  },
  {
    make: 'Mercedes-Benz',
    model: 'Vito Mixto',
    slug: 'vito-mixto',
    yearIntroduced: 2014,
    summary:
      'Mixto is the Mercedes-Benz name for the crew-van version of the third-generation Vito, introduced in 2014. Behind the front cab sits a second row of seats with side windows and a partition, leaving a shorter load bay behind. In Britain it took over the role of the Dualiner crew van sold on the previous Vito, and it suits teams who travel to a job together and need to take their tools.',
    commonUses: [
      'Building and maintenance crews',
      'Events and production teams',
      'Sports clubs and outdoor businesses',
      'A combined work and weekend vehicle',
    ],
    keyFeatures: [
      'Up to six seats with a load bay behind',
      'Glazed rear passenger area',
      'Same engines and drive options as the Vito panel van',
      'Mercedes-Benz build quality and equipment',
    ],
  },
  {
    make: 'Mercedes-Benz',
    model: 'Vito Tourer',
    slug: 'vito-tourer',
    yearIntroduced: 2014,
    summary:
      'The Vito Tourer is the passenger version of the Vito, introduced with the third generation in 2014 to replace the Traveliner. It seats up to nine including the driver and comes in a choice of trims, from a practical minibus to a better-equipped people carrier, while the V-Class sits above it for buyers who want a luxury interior. A battery-electric eVito Tourer was added later.',
    commonUses: [
      'Taxi, private hire and airport transfers',
      'Hotel and venue shuttles',
      'School and community transport',
      'Large families',
    ],
    keyFeatures: [
      'Up to nine seats including the driver',
      'Three body lengths',
      'Sliding side doors, often on both sides',
      'Electric eVito Tourer version',
    ],
  },
  {
    make: 'Mercedes-Benz',
    model: 'eVito',
    slug: 'evito',
    yearIntroduced: 2018,
    summary:
      'The eVito is the battery-electric version of the Vito, first delivered in 2018 as a panel van and later offered as the eVito Tourer passenger model. Early vans had a modest range suited to urban delivery rounds, while later versions gained a larger battery and a longer range. The battery sits under the floor, so the load space matches the diesel Vito, which makes it an easy switch for fleets already running Vitos.',
    commonUses: [
      'Urban multi-drop delivery',
      'Zero-emission work in clean air zones',
      'Council and utility fleets',
      'Passenger transfers in eVito Tourer form',
    ],
    keyFeatures: [
      'Zero tailpipe emissions',
      'Load space the same as the diesel Vito',
      'Larger battery on later versions',
      'Quiet, smooth drive suited to stop-start work',
    ],
  },
  {
    make: 'Mercedes-Benz',
    model: 'V-Class',
    slug: 'v-class',
    yearIntroduced: 1996,
    summary:
      "The V-Class is Mercedes-Benz's luxury people carrier built on the Vito platform. The name first appeared in 1996, was replaced by the Viano in 2003 and returned in 2014 for the current model, which offers up to eight seats, upmarket interiors and a choice of three lengths. The Marco Polo camper and the fully electric EQV are closely related models, and most UK versions have automatic gearboxes.",
    commonUses: [
      'Chauffeur and executive travel',
      'Airport and wedding transfers',
      'Large families wanting a premium vehicle',
      'High-end camper conversions',
    ],
    keyFeatures: [
      'Six to eight seats with luxury trim',
      'Three body lengths',
      'Powerful diesel engines with automatic gearboxes on most versions',
      'Related Marco Polo camper and EQV electric models',
    ],
  },
  {
    make: 'Mercedes-Benz',
    model: 'Citan',
    slug: 'citan',
    yearIntroduced: 2012,
    summary:
      "The Citan is Mercedes-Benz's small van, launched in 2012 and developed with Renault, sharing much of its structure with the Kangoo and built in France. A second generation based on the latest Kangoo was revealed in 2021, bringing a far more modern cab, petrol and diesel engines and, from 2022, the fully electric eCitan. Passenger versions, including the related T-Class, are sold alongside the van.",
    commonUses: [
      'Urban trades and service engineers',
      'Small parcel and grocery deliveries',
      'Sales and maintenance fleets',
      'Small businesses wanting a premium-badged compact van',
    ],
    keyFeatures: [
      'Compact size with Mercedes-Benz styling and cab',
      'Engines shared with Renault',
      'Sliding side doors',
      'Electric eCitan in the second generation',
    ],
  },
];

export default { info, models };
