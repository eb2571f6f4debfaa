import type { SearchPlaceIndexForTextCommandOutput } from '@aws-sdk/client-location';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { PlaceSearchClient } from '#lambdas/geocoding/amazon-location-geocoder';
import { createGeocoder } from '#lambdas/geocoding/create-geocoder';
import { geocodingConfig } from '#lambdas/geocoding/geocoding-config';

describe('geocodingConfig', () => {
  it('defaults to the postcode table', () => {
    expect(geocodingConfig({})).toEqual({ provider: 'table' });
    expect(geocodingConfig({ GEOCODER: '' })).toEqual({ provider: 'table' });
  });

  it('reads the place index for Amazon Location', () => {
    expect(
      geocodingConfig({ GEOCODER: 'location', PLACE_INDEX_NAME: 'vanyard-dev-postcodes' }),
    ).toEqual({ provider: 'location', placeIndexName: 'vanyard-dev-postcodes' });
  });

  it('explains a missing place index or an unknown provider', () => {
    expect(() => geocodingConfig({ GEOCODER: 'location' })).toThrow(
      'GEOCODER=location needs PLACE_INDEX_NAME (the Amazon Location place index)',
    );
    expect(() => geocodingConfig({ GEOCODER: 'google' })).toThrow(
      "Unknown GEOCODER 'google': use 'table' or 'location'",
    );
  });
});

describe('createGeocoder', () => {
  it('uses the given Amazon Location client and place index for provider location', async () => {
    const indexes: (string | undefined)[] = [];
    const location: PlaceSearchClient = {
      async send(command) {
        indexes.push(command.input.IndexName);
        return {
          Results: [{ Place: { Geometry: { Point: [-0.1, 51.5] } } }],
        } as unknown as SearchPlaceIndexForTextCommandOutput;
      },
    };
    // Never reached: the DynamoDB cache fails (nothing listens there) and is only logged.
    const unreachable = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: 'http://127.0.0.1:9',
        region: 'eu-west-2',
        credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
        maxAttempts: 1,
      }),
    );
    const warnings: string[] = [];
    const geocoder = createGeocoder(
      { provider: 'location', placeIndexName: 'idx' },
      {
        db: { client: unreachable, tableName: 'vanyard-test' },
        location,
        log: { warn: (message) => warnings.push(message) },
      },
    );
    expect(await geocoder.geocodePostcode('SW1A 1AA')).toEqual({ latitude: 51.5, longitude: -0.1 });
    expect(indexes).toEqual(['idx']);
    expect(warnings).toEqual([
      'geocode cache read failed; asking the provider',
      'geocode cache write failed',
    ]);
  });
});
