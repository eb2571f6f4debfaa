import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DEFAULT_STAGE, loadStageConfig, stackName } from './stage-config';
import { VanYardStack } from './vanyard-stack';

// One stack per stage: `cdk deploy -c stage=prod`. The stack is environment-agnostic (no
// account or region lookups), so it synthesises offline and deploys to the CLI's account.
const app = new App();
const stage = String(app.node.tryGetContext('stage') ?? DEFAULT_STAGE);
const config = loadStageConfig(stage);
// The built SPA the stack uploads: dist/web (`npm run build`) unless `-c webDir=PATH` says.
const webDirContext: unknown = app.node.tryGetContext('webDir');
const webDir = webDirContext === undefined ? undefined : String(webDirContext);

new VanYardStack(app, stackName(stage), {
  config,
  webDir,
  description: `VanYard marketplace, stage ${stage}`,
  tags: { project: 'vanyard', stage },
});

// AwsSolutions findings fail synthesis unless acknowledged with a reason on the construct.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

app.synth();
