import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DEFAULT_STAGE, loadStageConfig } from './stage-config';
import { addStageStacks } from './stage-stacks';

// One stack per stage: `cdk deploy -c stage=prod --all`. The stack is environment-agnostic (no
// account or region lookups), so it synthesises offline and deploys to the CLI's account. A
// stage with AWS WAF on also has a small edge stack in us-east-1, deployed first (decision 018).
const app = new App();
const stage = String(app.node.tryGetContext('stage') ?? DEFAULT_STAGE);
const config = loadStageConfig(stage);
// The built SPA the stack uploads: dist/web (`npm run build`) unless `-c webDir=PATH` says.
const webDirContext: unknown = app.node.tryGetContext('webDir');
const webDir = webDirContext === undefined ? undefined : String(webDirContext);
// The built page renderer the render function carries: dist/render unless `-c renderDir=PATH`.
const renderDirContext: unknown = app.node.tryGetContext('renderDir');
const renderDir = renderDirContext === undefined ? undefined : String(renderDirContext);

// After rotating the origin secret: `-c originSecretVersion=ID` (docs/infrastructure.md).
const versionContext: unknown = app.node.tryGetContext('originSecretVersion');
const originSecretVersion = versionContext === undefined ? undefined : String(versionContext);

addStageStacks(app, config, { webDir, renderDir, originSecretVersion });

// AwsSolutions findings fail synthesis unless acknowledged with a reason on the construct.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

app.synth();
