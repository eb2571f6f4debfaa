import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'Ford',
  slug: 'ford',
  summary:
    'Ford has been the dominant name in British vans for generations. Its Transit family now runs from the compact Transit Courier to heavy-duty Transit chassis cabs, with the Ranger pickup and the Tourneo people carriers alongside.',
  facts: [
    { label: 'Headquarters', value: 'Dearborn, Michigan, USA; UK head office in Essex' },
    { label: 'Transit built since', value: '1965' },
    {
      label: 'Van range',
      value: 'Transit Courier, Transit Connect, Transit Custom, Transit, plus the Ranger pickup',
    },
    {
      label: 'Fuel types offered',
      value: 'Diesel, petrol, plug-in hybrid and full electric (the E-Transit family)',
    },
    { label: 'Known for', value: 'Huge choice of used vans and parts in every size class' },
  ],
  history: [
    "Ford of Britain was building light commercials long before the Transit, including the Thames 400E of the late 1950s. The first Transit arrived in 1965 as a joint project between Ford's British and German arms, and was built at first in Langley, Berkshire, and then for decades in Southampton, where production continued until 2013. Its wide body, choice of engines and long list of body styles made it an instant fixture with tradespeople, utilities, the police and hire fleets.",
    "The Transit was reworked many times, with new bodies arriving in 1986 and 2000, the latter bringing front-wheel drive as an alternative to rear-wheel drive. From 2012 the name grew into a family: the one-tonne Transit Custom, the larger two-tonne Transit (on sale from 2014), and the smaller Transit Connect and Transit Courier. Most European Transits are now built by Ford Otosan, Ford's joint venture in Kocaeli, Turkey, while the latest Transit Connect is built by Volkswagen in Poland and the latest Transit Courier in Craiova, Romania.",
    'Electrification has been the recent story. A plug-in hybrid Transit Custom appeared in 2019, the fully electric E-Transit followed in 2022, and electric versions of the Transit Custom, Tourneo Custom and Transit Courier joined with the newer generations. Since 2021 Ford has sold and serviced its commercial vehicles under the Ford Pro banner.',
  ],
  popularity: [
    "Sheer numbers are the Transit's biggest strength on the used market. Ford has led British van sales for decades, so there is a Transit for almost every budget, size and specification, and almost every independent garage and parts factor knows them well. That keeps running costs predictable and resale values healthy.",
    'Buyers also like being able to stay with one brand as their business changes, moving from a Courier or Connect to a Custom or full-size Transit, or to a factory-backed tipper or Luton. When buying used, look for a complete service history, check for corrosion on older models, and confirm whether a diesel meets the Euro 6 standard if you work in a clean air zone.',
  ],
  popularModels: [
    {
      model: 'Transit',
      note: 'The full-size van and chassis cab that defined the class in Britain.',
    },
    { model: 'Transit Custom', note: 'The one-tonne van of choice for many trades since 2012.' },
    { model: 'Transit Connect', note: 'A small van with more room than car-derived rivals.' },
    { model: 'Ranger', note: 'A one-tonne pickup popular with farms, estates and builders.' },
    { model: 'Tourneo Custom', note: 'The nine-seat people carrier version of the Custom.' },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'Ford',
    model: 'Transit',
    slug: 'transit',
    yearIntroduced: 1965,
    summary:
      "The Transit is Ford's large van and the name many people in Britain use for any van of its size. The current generation, on sale since 2014 and built in Turkey, comes as a panel van in several lengths and roof heights, a double-cab-in-van, a chassis cab and a minibus, with front-, rear- or all-wheel drive depending on version. Older Southampton-built examples remain plentiful, and the fully electric E-Transit joined the range in 2022.",
    commonUses: [
      'Multi-drop parcel and courier work',
      'Builders, plumbers and electricians carrying tools and materials',
      'Luton, dropside and tipper bodies on the chassis cab',
      'Minibus and crew transport',
      'Removals and self-drive hire',
    ],
    keyFeatures: [
      'Several lengths and roof heights, up to very large jumbo versions',
      'Front-, rear- and all-wheel-drive versions',
      'EcoBlue diesel engines on later models',
      'Fully electric E-Transit version',
      'Exceptional availability of parts and specialists',
    ],
  },
  {
    make: 'Ford',
    model: 'Transit Custom',
    slug: 'transit-custom',
    yearIntroduced: 2012,
    summary:
      'Launched in 2012 as the one-tonne member of the Transit family, the Transit Custom quickly became one of the most familiar vans on British roads. It comes in short and long wheelbases with low or high roofs, and as a double-cab-in-van for crews. The second generation arrived in 2023 with diesel, plug-in hybrid and fully electric E-Transit Custom versions, all built by Ford Otosan in Turkey, and it shares its platform with the latest Volkswagen Transporter.',
    commonUses: [
      'Plumbing, electrical and building trades',
      'Home delivery and courier rounds',
      'Day-van and camper conversions',
      'Crew transport in double-cab-in-van form',
      'Mobile workshops fitted with racking',
    ],
    keyFeatures: [
      'Short and long wheelbase with low or high roof',
      'Double-cab-in-van with a second row of seats',
      'Plug-in hybrid and fully electric versions',
      'Sport, Trail and Limited versions with extra equipment',
      'Car-like cab with modern driver assistance on later models',
    ],
  },
  {
    make: 'Ford',
    model: 'Transit Connect',
    slug: 'transit-connect',
    yearIntroduced: 2002,
    summary:
      "The Transit Connect is Ford's small van, introduced in 2002 to take over from the car-based Escort van. Three generations have been sold: the Turkish-built original, a second generation built in Spain from 2013, and since 2022 a version built by Volkswagen in Poland alongside the Caddy, which later gained a plug-in hybrid option. Short and long wheelbases make it a popular choice for trades who need more room than a car-derived van offers.",
    commonUses: [
      'Service engineers and field technicians',
      'Electricians, locksmiths and other small trades',
      'Florists, caterers and small retailers',
      'Parcel and pharmacy deliveries in towns',
    ],
    keyFeatures: [
      'Short and long wheelbase versions',
      'Sliding side doors, on both sides in many versions',
      'Plug-in hybrid version of the latest generation',
      'Car-like driving position and controls',
      'Latest generation is a twin of the Volkswagen Caddy Cargo',
    ],
  },
  {
    make: 'Ford',
    model: 'Transit Courier',
    slug: 'transit-courier',
    yearIntroduced: 2014,
    summary:
      "The Transit Courier is the smallest van in Ford's range. The first generation arrived in 2014, using mechanical parts from the Fiesta, and was built in Turkey. It suits drivers who need a lockable load space but spend most of the day in town. A larger second generation, built in Craiova, Romania, was revealed in 2023 and went on sale in 2024 with petrol, diesel and fully electric E-Transit Courier versions.",
    commonUses: [
      'Town-centre deliveries',
      'Sales representatives and mobile service staff',
      'Cleaners, caterers and other small businesses',
      'Local runabouts for councils and utilities',
    ],
    keyFeatures: [
      'Compact footprint for tight streets and parking',
      "Small petrol and diesel engines shared with Ford's cars",
      'Fully electric E-Transit Courier in the second generation',
      'Low running and insurance costs',
    ],
  },
  {
    make: 'Ford',
    model: 'Transit Tipper',
    slug: 'transit-tipper',
    yearIntroduced: 2014,
    summary:
      'The Transit Tipper is a rear-wheel-drive Transit chassis cab fitted with a tipping body, usually ordered through Ford dealers from approved converters so it arrives ready to work. Single-cab and double-cab versions with twin rear wheels are the most common, and most are 3.5-tonne vehicles that can be driven on a standard category B car licence. Transit tippers have been a staple of building sites for decades; the year shown is for the current generation of Transit.',
    commonUses: [
      'Groundworks and landscaping',
      'Builders moving aggregates and rubble',
      'Tree surgery and garden clearance with cage sides',
      'Council and highways maintenance',
    ],
    keyFeatures: [
      'Hydraulic tipping body, usually electrically operated',
      'Single-cab and double-cab versions',
      'Rear-wheel drive with twin rear wheels for traction and payload',
      'Mostly 3.5 tonnes gross, within a category B licence',
    ],
  },
  {
    make: 'Ford',
    model: 'Ranger',
    slug: 'ranger',
    yearIntroduced: 1998,
    summary:
      "The Ranger is Ford's one-tonne pickup. The international Ranger appeared in 1998 as a Mazda-developed truck, Ford's own design followed in 2011 and the current generation arrived in 2022, with UK models coming mainly from South Africa. Double cabs with a payload of a tonne or more have long been treated as commercial vehicles for VAT, although company-car tax rules for double cabs changed in 2025. Wildtrak and Raptor versions appeal to lifestyle buyers.",
    commonUses: [
      'Farms, estates and rural businesses',
      'Towing plant trailers, horseboxes and caravans',
      'Construction and utility work off the tarmac',
      'A combined work and family vehicle',
    ],
    keyFeatures: [
      'Four-wheel drive with low-range gearing on most versions',
      'Towing capacity of up to 3.5 tonnes on most versions',
      'Single, extended and double cab bodies, depending on generation',
      'High-performance Raptor and well-equipped Wildtrak versions',
      'Plug-in hybrid added to the current generation',
    ],
  },
  {
    make: 'Ford',
    model: 'Tourneo',
    slug: 'tourneo',
    yearIntroduced: 1995,
    summary:
      'Tourneo is the name Ford gives to the passenger versions of its vans. It first appeared in 1995 on a plusher eight- or nine-seat Transit and has since spread to the Tourneo Connect from 2002 and the Tourneo Courier from 2014, each a windowed, seated version of the matching Transit. Listings under this name are usually Connect- or Transit-based models; the larger Tourneo Custom has its own section.',
    commonUses: [
      'Transport for larger families',
      'Wheelchair-accessible vehicle conversions',
      'Taxi and private hire',
      'Hotel and airport shuttles',
      'Carrying bikes and sports kit',
    ],
    keyFeatures: [
      'Five to nine seats depending on the model',
      'Van-sized space with car-like trim',
      'Sliding side doors for easy access',
      'Mechanical parts shared with the Transit range',
    ],
  },
  {
    make: 'Ford',
    model: 'Tourneo Custom',
    slug: 'tourneo-custom',
    yearIntroduced: 2012,
    summary:
      'The Tourneo Custom is the people-carrier version of the Transit Custom, introduced in 2012 with up to nine seats and a more upmarket interior than the van. The second generation, launched in 2023, added a plug-in hybrid and the fully electric E-Tourneo Custom, together with more flexible seating. It competes with the Volkswagen Caravelle and Mercedes-Benz Vito Tourer and is a common sight in private hire and executive transfer fleets.',
    commonUses: [
      'Executive and airport transfers',
      'Taxi and private hire',
      'Large families and group travel',
      'Sports clubs and community groups',
    ],
    keyFeatures: [
      'Up to nine seats in two lengths',
      'Higher-specification trims with extra comfort features',
      'Diesel, plug-in hybrid and electric versions in the second generation',
      'Sliding side doors on both sides on many versions',
    ],
  },
];

export default { info, models };
