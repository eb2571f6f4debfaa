import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'Renault',
  slug: 'renault',
  summary:
    "Renault is one of Europe's largest van makers. Its Kangoo, Trafic and Master cover small, medium and large vans, and many of them have also been sold under other badges, from Vauxhall and Nissan to Fiat and Mercedes-Benz.",
  facts: [
    { label: 'Headquarters', value: 'Boulogne-Billancourt, France' },
    { label: 'Van range', value: 'Kangoo, Trafic, Master' },
    { label: 'Fuel types offered', value: 'Diesel, petrol and full electric (E-Tech Electric)' },
    { label: 'Commercial vehicle brand', value: 'Renault Pro+' },
    { label: 'Known for', value: 'Early electric vans and vans shared with partner brands' },
  ],
  history: [
    'Renault has built commercial vehicles almost since its foundation in 1899, and vans such as the Estafette of 1959 and the Renault 4-based Fourgonnette of 1961 were familiar across France for decades. In Britain, many buyers first met Renault vans through the small Extra, as the Super 5-based Express was called here, and through the first Trafic and Master, both launched in 1980.',
    'The Kangoo arrived in 1997, and from the late 1990s Renault increasingly developed vans with partners. The second-generation Trafic of 2001 was designed with General Motors and built in Luton and Barcelona as well as by Renault, and the Master has been shared with Vauxhall and Nissan. Today the Kangoo is built at Maubeuge, the Trafic at Sandouville and the Master at Batilly, all in northern and eastern France.',
    'Renault was one of the first mainstream makers to sell electric vans in volume, starting with the Kangoo Z.E. in 2011 and the Master Z.E. in 2018. The Trafic gained an E-Tech Electric version in 2023, and the fourth-generation Master of 2024 was designed from the start with diesel and electric versions.',
  ],
  popularity: [
    'Renault vans are usually competitively priced, both new and used, and have comfortable cabs with plenty of storage. Because the same vans have been sold under several badges, parts are easy to find and many specialists know them well, whichever name is on the grille.',
    'The long experience with electric vans also matters to buyers heading into clean air zones, with a good supply of used electric Kangoos and Masters. When buying, check the service history carefully, make sure any recalls have been completed, and on electric models ask whether the battery is owned outright or was leased separately, as some early Renault electric vans were sold with a battery hire agreement.',
  ],
  popularModels: [
    { model: 'Trafic', note: 'A mid-size van popular with trades and camper converters.' },
    { model: 'Master', note: 'A large van and chassis cab with front- or rear-wheel drive.' },
    { model: 'Kangoo', note: 'A small van with a long line of electric versions.' },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'Renault',
    model: 'Kangoo',
    slug: 'kangoo',
    yearIntroduced: 1997,
    summary:
      "The Kangoo has been Renault's small van since 1997 and is built at Maubeuge in northern France. The original was a tall, practical box, the 2008 second generation grew in size and added short Compact and long Maxi versions, and the third generation of 2021 brought a modern cab and an optional wide side opening with no central pillar on the passenger side. Electric versions have been offered since the Kangoo Z.E. of 2011.",
    commonUses: [
      'Small trades and service engineers',
      'Local deliveries and courier rounds',
      'Dog groomers, cleaners and caterers',
      'Council and utility fleets',
    ],
    keyFeatures: [
      'Compact, standard and long Maxi versions',
      'Pillarless side opening on the third generation',
      'Long line of electric versions (Z.E. and E-Tech Electric)',
      'Shares parts with the Mercedes-Benz Citan and Nissan Townstar',
    ],
  },
  {
    make: 'Renault',
    model: 'Trafic',
    slug: 'trafic',
    yearIntroduced: 1980,
    summary:
      "The Trafic is Renault's mid-size van, first launched in 1980. The second generation of 2001 was developed with General Motors and also sold as the Vauxhall Vivaro and Nissan Primastar, with many built in Luton. The third generation of 2014 is built at Sandouville in France, and close relatives were sold as the Vivaro, Nissan NV300 and Fiat Talento. A battery-electric Trafic E-Tech joined the range in 2023.",
    commonUses: [
      'Builders, plumbers and electricians',
      'Crew vans and passenger minibuses',
      'Camper and day-van conversions',
      'Courier and delivery work',
    ],
    keyFeatures: [
      'Short and long wheelbase, low and high roof',
      'Efficient dCi diesel engines',
      'Crew van and passenger versions',
      'Electric Trafic E-Tech from 2023',
      'Many parts shared with the Vivaro, NV300 and Talento',
    ],
  },
  {
    make: 'Renault',
    model: 'Master',
    slug: 'master',
    yearIntroduced: 1980,
    summary:
      "The Master is Renault's large van, first launched in 1980 and built at Batilly in north-eastern France. The 1997 and 2010 generations were shared with the Vauxhall Movano and Nissan Interstar and NV400, and are common on the used market in front- and rear-wheel-drive forms up to around 4.5 tonnes. A fourth generation arrived in 2024 with a more aerodynamic body and both diesel and E-Tech electric versions.",
    commonUses: [
      'Parcel and furniture delivery',
      'Luton, dropside and tipper conversions',
      'Minibus and welfare bus conversions',
      'Motorhome bases',
      'Removals',
    ],
    keyFeatures: [
      'Front-wheel drive for a low floor, rear-wheel drive for heavier work',
      'Several lengths and roof heights',
      'Electric versions (Master Z.E. and Master E-Tech)',
      'Shares parts with the Movano, Interstar and NV400 of the same era',
    ],
  },
];

export default { info, models };
