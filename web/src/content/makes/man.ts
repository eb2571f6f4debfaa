import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'MAN',
  slug: 'man',
  summary:
    "MAN Truck & Bus is best known in Britain for heavy lorries and buses. It entered the van market in 2017 with the TGE, its version of the Volkswagen Crafter, sold and serviced through MAN's truck dealers.",
  facts: [
    { label: 'Headquarters', value: 'Munich, Germany' },
    { label: 'Parent group', value: 'Traton, the truck division of the Volkswagen Group' },
    { label: 'Vans built since', value: '2017 (TGE)' },
    {
      label: 'Van range',
      value: 'TGE panel van, crew van, chassis cab and minibus, plus the electric eTGE',
    },
    { label: 'Known for', value: 'Trucks and buses, with truck-dealer support for its vans' },
  ],
  history: [
    "MAN's name comes from Maschinenfabrik Augsburg-Nürnberg, formed by a merger in 1908, and the group's roots go back to ironworks of the eighteenth century. It holds a special place in engineering history because Rudolf Diesel developed the first working diesel engine at the Augsburg works in the 1890s. MAN built its first lorries in 1915 and became one of Europe's leading truck and bus makers.",
    "Over the following century MAN built everything from heavy tractor units to city buses, and in the late 1970s it developed a light truck with Volkswagen. It became part of the Volkswagen Group in the early 2010s and now sits within Traton, the group's truck business. In 2016 MAN revealed the TGE, named to match its TGL, TGM, TGS and TGX truck ranges, and it went on sale in 2017 as the company's first large van.",
    'The TGE is built by Volkswagen at Września in Poland alongside the second-generation Crafter, with which it shares its body, engines and drivelines. A battery-electric eTGE followed in 2018.',
  ],
  popularity: [
    'The TGE appeals to operators who already run MAN trucks and want one dealer for their whole fleet, and to buyers who like the idea of truck-style workshop support for a van. Mechanically it matches the Crafter, so parts are widely available and many Volkswagen specialists can also work on it.',
    'Because the badge is less familiar to van buyers, a used TGE can sometimes cost less than an equivalent Crafter. Check the gross weight, as versions above 3.5 tonnes need a C1 licence, and confirm the drive layout and service history.',
  ],
  popularModels: [
    { model: 'TGE Panel Van', note: 'The large panel van in several lengths and roof heights.' },
    { model: 'TGE Chassis Cab', note: 'A base for tippers, dropsides and Luton bodies.' },
    { model: 'TGE Crew Cab', note: 'Seats for a team with a load area behind.' },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'MAN',
    model: 'TGE',
    slug: 'tge',
    yearIntroduced: 2017,
    summary:
      "The TGE is MAN's large van, launched in 2017 and built by Volkswagen in Poland as a sister model of the second-generation Crafter. It is offered as panel van, crew van, chassis cab and minibus, with front-, rear- or all-wheel drive and gross weights from 3.0 to 5.5 tonnes, plus the fully electric eTGE. Listings under this name may be any body style, so check the details of each van.",
    commonUses: [
      'Parcel and courier work',
      'Trades and construction fleets',
      'Chassis cab conversions',
      'Minibus and motorhome bases',
    ],
    keyFeatures: [
      'Front-, rear- and all-wheel drive',
      'Gross weights from 3.0 to 5.5 tonnes',
      '2.0-litre diesel engines shared with the Crafter',
      'Electric eTGE version',
      'Sold and serviced through MAN truck dealers',
    ],
  },
  {
    make: 'MAN',
    model: 'TGE Panel Van',
    slug: 'tge-panel-van',
    yearIntroduced: 2017,
    summary:
      "The TGE Panel Van is the enclosed van version of MAN's TGE, introduced in 2017. Like the Crafter it is based on, it comes in several lengths and roof heights, with the largest versions offering more than 18 cubic metres of load space, and with front-wheel drive for a lower floor or rear-wheel drive for heavier loads. Automatic gearboxes and four-wheel drive are available on many versions, as is the electric eTGE.",
    commonUses: [
      'Multi-drop parcel delivery',
      'Removals and furniture delivery',
      'Mobile workshops',
      'Motorhome and camper bases',
    ],
    keyFeatures: [
      'Several lengths and roof heights',
      'Over 18 cubic metres of load space in the largest versions',
      'Eight-speed automatic option',
      'Electric eTGE panel van',
    ],
  },
  {
    make: 'MAN',
    model: 'TGE Chassis Cab',
    slug: 'tge-chassis-cab',
    yearIntroduced: 2017,
    summary:
      "The TGE Chassis Cab is the version of MAN's TGE built to carry a separate body, introduced in 2017. Rear-wheel-drive models with single or twin rear wheels suit tippers, dropsides, Luton boxes and recovery bodies, while front-wheel-drive versions suit lighter bodies and conversions. Heavier versions above 3.5 tonnes give extra payload but require a C1 licence and, for many business uses, an operator's licence.",
    commonUses: [
      'Tippers for builders and landscapers',
      'Dropsides and Luton box vans',
      'Recovery and specialist bodies',
      'Refrigerated bodies',
    ],
    keyFeatures: [
      'Single- and double-cab versions',
      'Single or twin rear wheels',
      'Gross weights up to 5.5 tonnes',
      'Same chassis as the Volkswagen Crafter',
    ],
  },
  {
    make: 'MAN',
    model: 'TGE Crew Cab',
    slug: 'tge-crew-cab',
    yearIntroduced: 2017,
    summary:
      "Crew-cab versions of MAN's TGE, introduced in 2017, add a second row of seats so a team can travel together. They come either as a crew van, with seats behind the front cab and a load area behind a partition, or as a double-cab chassis cab carrying a dropside or tipper body. Mechanically they match the equivalent Volkswagen Crafter crew models.",
    commonUses: [
      'Construction and utility crews',
      'Road maintenance and rail teams',
      'Landscaping gangs with tools and materials',
      'Events and production crews',
    ],
    keyFeatures: [
      'Up to seven seats depending on layout',
      'Crew van or double-cab chassis options',
      'Front-, rear- or all-wheel drive',
      'Dropside or tipper bodies on chassis versions',
    ],
  },
];

export default { info, models };
