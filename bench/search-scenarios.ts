/**
 * The search mix of docs/performance.md. Postcodes: central London, central Manchester and a
 * rural district (Llandrindod Wells, mid Wales).
 */
export const SEARCH_SCENARIOS: { name: string; query: Record<string, string> }[] = [
  { name: 'all vans', query: {} },
  { name: 'a make', query: { make: 'ford' } },
  { name: 'make and model', query: { make: 'ford', model: 'transit-custom' } },
  {
    name: 'make, model, location',
    query: { make: 'ford', model: 'transit-custom', location: 'manchester' },
  },
  {
    name: 'price+mileage+year+fuel',
    query: {
      minPrice: '5000',
      maxPrice: '20000',
      maxMileage: '80000',
      minYear: '2015',
      fuelType: 'diesel',
    },
  },
  { name: 'radius London 50', query: { postcode: 'EC1A 1BB', radius: '50' } },
  { name: 'radius Manchester 50', query: { postcode: 'M1 1AE', radius: '50' } },
  { name: 'radius rural 50', query: { postcode: 'LD1 5AA', radius: '50' } },
  { name: 'free text', query: { search: 'full service history' } },
  { name: 'page 40', query: { page: '40' } },
  {
    name: 'facets',
    query: { make: 'volkswagen', fuelType: 'diesel', sellerType: 'trade_dealer' },
  },
  // The van's specification (issue 31, decision 060).
  { name: 'pallets + car licence', query: { minEuroPallets: '3', carLicence: 'true' } },
  { name: 'fits my load', query: { fitLength: '2400', fitWidth: '1200', fitHeight: '1500' } },
  {
    name: 'browse page LWB high roof',
    query: { make: 'ford', model: 'transit', wheelbase: 'lwb', roofHeight: 'high' },
  },
  {
    name: 'payload+length+volume+seats',
    query: { minPayload: '1000', minLoadLength: '3000', minLoadVolume: '10', minSeats: '3' },
  },
];

export function searchPath(query: Record<string, string>): string {
  const text = new URLSearchParams(query).toString();
  return `/api/listings/search${text ? `?${text}` : ''}`;
}
