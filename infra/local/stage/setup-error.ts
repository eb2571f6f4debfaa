/**
 * A problem the person running `npm start` can fix themselves (Java missing, port busy). The CLI
 * prints only its message: a stack trace would hide the instruction in noise.
 */
export class LocalStageSetupError extends Error {
  override readonly name = 'LocalStageSetupError';
}
