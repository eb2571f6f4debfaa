import * as iam from 'aws-cdk-lib/aws-iam';
import * as location from 'aws-cdk-lib/aws-location';
import { Construct } from 'constructs';

export type GeocodingProps = { stage: string };

/**
 * Postcode geocoding with Amazon Location Service: an Esri place index the search function
 * calls from Lambda (never from the browser). IntendedUse 'Storage' because we keep the answers
 * in DynamoDB; the default 'SingleUse' forbids that under the service terms.
 */
export class Geocoding extends Construct {
  readonly placeIndexName: string;
  readonly placeIndexArn: string;

  constructor(scope: Construct, id: string, props: GeocodingProps) {
    super(scope, id);
    const index = new location.CfnPlaceIndex(this, 'PlaceIndex', {
      indexName: `vanyard-${props.stage}-postcodes`,
      dataSource: 'Esri',
      dataSourceConfiguration: { intendedUse: 'Storage' },
      description: 'VanYard: UK postcode to coordinates for postcode-radius search',
    });
    this.placeIndexName = index.indexName;
    this.placeIndexArn = index.attrArn;
  }

  /** Lets the grantee geocode text on this index, and nothing else. */
  grantGeocode(grantee: iam.IGrantable): iam.Grant {
    return iam.Grant.addToPrincipal({
      grantee,
      actions: ['geo:SearchPlaceIndexForText'],
      resourceArns: [this.placeIndexArn],
    });
  }
}
