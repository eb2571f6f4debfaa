import { describe, expect, it } from 'vitest';
import { aSearchDoc } from './search-doc-fixture';
import { idsFound } from './engine-query';

const docs = [
  aSearchDoc({
    id: 'citroen',
    make: 'Citroën',
    model: 'Relay',
    description: 'High roof, ply lined',
  }),
  aSearchDoc({
    id: 'transporter',
    make: 'Volkswagen',
    model: 'Transporter T6',
    description: 'Kombi',
  }),
  aSearchDoc({
    id: 'transit',
    make: 'Ford',
    model: 'Transit',
    description: 'A van with a tow bar',
  }),
  aSearchDoc({ id: 'trafic', make: 'Renault', model: 'Trafic', description: 'Ply lined, racking' }),
];
const search = (text: string) => idsFound(docs, { filters: { search: text } }).sort();

describe('free-text search', () => {
  it('matches whole words, ignoring case', () => {
    expect(search('RELAY')).toEqual(['citroen']);
  });

  it('matches a word of two or more characters as a prefix', () => {
    expect(search('transp')).toEqual(['transporter']);
    expect(search('tra')).toEqual(['trafic', 'transit', 'transporter']);
  });

  it('matches a one-character word only exactly', () => {
    expect(search('a')).toEqual(['transit']);
    expect(search('k')).toEqual([]);
  });

  it('ignores accents on either side', () => {
    expect(search('citroen')).toEqual(['citroen']);
    expect(search('Citroën')).toEqual(['citroen']);
  });

  it('needs every word, each anywhere in make, model, title or description', () => {
    expect(search('ply lined')).toEqual(['citroen', 'trafic']);
    expect(search('ply racking')).toEqual(['trafic']);
    expect(search('ply kombi')).toEqual([]);
  });

  it('treats punctuation as a word break and text without words as no filter', () => {
    expect(search('tow-bar')).toEqual(['transit']);
    expect(search('!!')).toEqual(['citroen', 'trafic', 'transit', 'transporter']);
  });

  it('combines with the other filters', () => {
    expect(idsFound(docs, { filters: { search: 'ply', make: 'renault' } })).toEqual(['trafic']);
  });
});
