import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'Mitsubishi',
  slug: 'mitsubishi',
  summary:
    'Mitsubishi is best known to British commercial buyers for the L200 pickup and the L300 van. The Express name has a long history on its vans in other markets, so Express-badged vans are unusual in the UK.',
  facts: [
    { label: 'Headquarters', value: 'Tokyo, Japan' },
    { label: 'Express name used since', value: '1980 (Australia)' },
    { label: 'Commercial models known in the UK', value: 'L200 pickup, L300 and L400 vans' },
    {
      label: 'UK status',
      value: 'New vehicle imports ended in 2021; dealers continue servicing and parts',
    },
    { label: 'Fuel types offered', value: 'Diesel and petrol' },
  ],
  history: [
    'Mitsubishi Motors was formed in 1970 from the vehicle business of Mitsubishi Heavy Industries, and its cars and commercials were first sold in Britain under the Colt name from the mid-1970s. Its best-known commercial vehicles here have been the L200 pickup and the L300 van, the export version of the Delica, which Mitsubishi introduced in Japan in 1968. The Delica was later succeeded in Europe by the L400.',
    'In Australia, the L300 van was sold as the Express from 1980 until 2013, and the name returned there and in New Zealand in 2020 on a rebadged Renault Trafic built in France, a product of the alliance between Renault, Nissan and Mitsubishi. In Britain, Mitsubishi stopped importing new vehicles in 2021, although dealers continue to service existing vehicles and supply parts.',
  ],
  popularity: [
    'For UK buyers, a Mitsubishi van is usually an older L300 or L400 valued for simple, tough mechanicals, four-wheel-drive options and suitability for small camper conversions, or a personal import. Japanese-market Delicas in particular have a following among people who want a characterful, go-anywhere camper.',
    'An Express-badged van in Britain is most likely an import, so check the import and registration documents carefully, confirm it is right-hand drive, and make sure parts are available before buying. Trafic-based Express vans are mechanically Renault, which makes servicing much easier than on older imports.',
  ],
  popularModels: [
    { model: 'Express', note: "Mitsubishi's van name in Australasia, now a rare UK import." },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'Mitsubishi',
    model: 'Express',
    slug: 'express',
    yearIntroduced: 1980,
    summary:
      'Express is a Mitsubishi van name with a long history. From 1980 it was used in Australia on the L300, the van version of the Delica, which Britain knew simply as the L300. In 2020 it returned on a rebadged Renault Trafic built in France for Australia and New Zealand. Express-badged vans in Britain are therefore uncommon imports, so check the paperwork, parts supply and specification carefully before buying.',
    commonUses: [
      'Budget and classic van use',
      'Small camper conversions of older models',
      'Small trades',
      'Enthusiast imports',
    ],
    keyFeatures: [
      'Older models based on the Delica and L300, some with four-wheel drive',
      'The 2020 Express is a Renault Trafic underneath',
      'Right-hand drive, having been built for Australia and New Zealand',
      'Rare in Britain, so budget time for sourcing parts',
    ],
  },
];

export default { info, models };
