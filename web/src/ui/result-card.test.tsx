import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SearchCard } from '#shared/search/response';
import { ResultCard } from './result-card';

const card: SearchCard = {
  id: 'v1',
  title: '2019 Ford Transit Custom',
  headline: null,
  make: 'Ford',
  model: 'Transit Custom',
  year: 2019,
  price: 14_000,
  price_includes_vat: false,
  mileage: 52_000,
  fuel_type: 'diesel',
  transmission: 'manual',
  location: 'leeds',
  seller_type: 'trade_dealer',
  ulez_compliant: true,
  image_url: null,
  featured: false,
  path: '/used-vans/ford/transit-custom/leeds/v1',
  distance_miles: null,
};

const render = (shown: SearchCard) =>
  renderToString(
    <MemoryRouter>
      <ResultCard card={shown} eager={false} />
    </MemoryRouter>,
  );

describe("the result card's 'Price reduced' (decision 077)", () => {
  it('says it in words beside the price when the card says the price was cut lately', () => {
    const out = render({ ...card, price_reduced: true });
    expect(out).toMatch(/data-testid="card-price-reduced"[^>]*>Price reduced</);
  });

  it('says nothing otherwise', () => {
    expect(render(card)).not.toContain('Price reduced');
    expect(render({ ...card, price_reduced: false })).not.toContain('Price reduced');
  });

  it("links a trade van to its dealer's page", () => {
    const out = render({ ...card, dealer: { slug: 'northern-vans', name: 'Northern Vans' } });
    expect(out).toMatch(/href="\/dealers\/northern-vans"[^>]*>Northern Vans</);
  });
});
