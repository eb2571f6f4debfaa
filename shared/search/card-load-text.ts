import { formatNumber } from '../format';
import type { SearchCard } from './response';

/**
 * What a result card says of the van's load ('Fits 3 Euro pallets', '1,250 kg payload'), each
 * only where the listing states it; a van no pallet fits says nothing of pallets.
 */
export function cardLoadFacts(card: Pick<SearchCard, 'euro_pallets' | 'payload_kg'>): string[] {
  const facts: string[] = [];
  const pallets = card.euro_pallets;
  if (pallets != null && pallets > 0)
    facts.push(`Fits ${pallets} Euro ${pallets === 1 ? 'pallet' : 'pallets'}`);
  if (card.payload_kg != null) facts.push(`${formatNumber(card.payload_kg)} kg payload`);
  return facts;
}
