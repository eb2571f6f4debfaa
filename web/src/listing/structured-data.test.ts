import { describe, expect, it } from 'vitest';
import { jsonLdText } from '../lib/structured-data';
import {
  STRUCTURED_DESCRIPTION_LIMIT,
  vehicleJsonLd,
  type VehicleListing,
} from './structured-data';

const listing: VehicleListing = {
  year: 2019,
  make: 'Ford',
  model: 'Transit Custom',
  price: 14995,
  price_includes_vat: false,
  seller_type: 'trade_dealer',
  mileage: 62000,
  fuel_type: 'diesel',
  transmission: 'manual',
  condition: 'used',
  description: `${'A'.repeat(200)}</script><script>alert(1)</script>`,
  image_urls: ['/images/listings/abc/img1/640.webp'],
};
const url = 'https://vanyard.example/used-vans/ford/transit-custom/2019/leeds/abc';

describe('Vehicle JSON-LD', () => {
  it('describes the van and its offer in GBP, in stock', () => {
    const data = vehicleJsonLd(listing, url, 'https://vanyard.example');
    expect(data).toMatchObject({
      '@type': 'Vehicle',
      name: '2019 Ford Transit Custom',
      brand: { '@type': 'Brand', name: 'Ford' },
      vehicleModelDate: '2019',
      fuelType: 'Diesel',
      itemCondition: 'https://schema.org/UsedCondition',
      mileageFromOdometer: { value: 62000, unitCode: 'SMI' },
      image: ['https://vanyard.example/images/listings/abc/img1/1280.webp'],
      offers: {
        '@type': 'Offer',
        price: 14995,
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        url,
      },
    });
  });

  it("says whether a dealer's price includes VAT", () => {
    const excluded = vehicleJsonLd(listing, url, 'https://vanyard.example');
    expect(excluded.offers).toMatchObject({
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 14995,
        priceCurrency: 'GBP',
        valueAddedTaxIncluded: false,
      },
    });
    const included = vehicleJsonLd(
      { ...listing, price_includes_vat: true },
      url,
      'https://vanyard.example',
    );
    expect(included.offers).toMatchObject({ priceSpecification: { valueAddedTaxIncluded: true } });
  });

  it('says nothing about VAT for a private sale, which has none', () => {
    for (const priceIncludesVat of [false, true]) {
      const data = vehicleJsonLd(
        { ...listing, seller_type: 'private_seller', price_includes_vat: priceIncludesVat },
        url,
        'https://vanyard.example',
      );
      expect(data.offers).not.toHaveProperty('priceSpecification');
      expect(JSON.stringify(data)).not.toContain('valueAddedTax');
    }
  });

  it('cuts the description at 150 characters', () => {
    const data = vehicleJsonLd(listing, url, 'https://vanyard.example');
    expect(data.description).toHaveLength(STRUCTURED_DESCRIPTION_LIMIT);
  });

  it('gives the colour when the listing states one', () => {
    expect(
      vehicleJsonLd({ ...listing, colour: 'Silver' }, url, 'https://vanyard.example'),
    ).toMatchObject({
      color: 'Silver',
    });
    expect(
      vehicleJsonLd({ ...listing, colour: null }, url, 'https://vanyard.example'),
    ).not.toHaveProperty('color');
  });

  it('marks a new van as new', () => {
    const data = vehicleJsonLd({ ...listing, condition: 'new' }, url, 'https://vanyard.example');
    expect(data.itemCondition).toBe('https://schema.org/NewCondition');
  });

  it('can never close its script element', () => {
    const data = vehicleJsonLd(
      { ...listing, description: '</script><script>alert(1)</script>' },
      url,
      'https://vanyard.example',
    );
    expect(jsonLdText(data)).not.toContain('</script>');
  });
});
