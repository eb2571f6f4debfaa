/**
 * The one way the local tooling reads its command line (`npm start`, `npm run seed`, and every
 * tool in this folder): node:util `parseArgs` in strict mode, `--help`/`-h` on every command,
 * and the same exit codes everywhere: 0 done, 1 failed, 2 the command line was wrong (the message
 * and the usage text on stderr).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A wrong command line: the message is printed with the command's usage text, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

export type CommandSpec<O extends OptionsConfig> = {
  /** Printed for `--help` (stdout) and after a usage error (stderr). */
  usage: string;
  /** The options besides `--help`, as `parseArgs` takes them. */
  options: O;
  /** Name of the one positional argument the command requires (`EMAIL`, `FILE`); none if unset. */
  argument?: string;
};

type Parsed<O extends OptionsConfig> = ReturnType<
  typeof parseArgs<{ options: O; allowPositionals: true; strict: true }>
>;

export type CommandLine<O extends OptionsConfig> = {
  values: Parsed<O>['values'];
  /** The positional argument, when the spec names one (then it is always given). */
  argument: string;
};

const HELP_FLAGS = new Set(['--help', '-h']);

/** Our wording for the errors `parseArgs` throws (its own suggests `--` tricks). */
function usageMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
  switch ((error as { code?: string }).code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `Unknown option ${quoted}`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return message.includes('argument missing')
        ? `${quoted.replace(/ <value>$/, '')} needs a value`
        : `${quoted.split(' ')[0]} takes no value`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `Unexpected argument ${quoted}`;
    default:
      return message;
  }
}

/**
 * Reads `argv` against the spec without side effects: 'help' when `--help` or `-h` is among the
 * arguments, otherwise the values. Throws UsageError for an unknown option, an option without
 * its value, or a missing or extra positional argument.
 */
export function parseCommandLine<const O extends OptionsConfig>(
  spec: CommandSpec<O>,
  argv: readonly string[],
): CommandLine<O> | 'help' {
  const dashDash = argv.indexOf('--');
  const flags = dashDash >= 0 ? argv.slice(0, dashDash) : argv;
  if (flags.some((arg) => HELP_FLAGS.has(arg))) return 'help';
  let parsed: Parsed<O>;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: spec.options,
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(usageMessage(error));
  }
  const [argument, ...extra] = parsed.positionals;
  if (!spec.argument) {
    if (argument !== undefined) throw new UsageError(`Unexpected argument ${argument}`);
    return { values: parsed.values, argument: '' };
  }
  if (argument === undefined) throw new UsageError(`Missing ${spec.argument}`);
  if (extra.length > 0) {
    throw new UsageError(`One ${spec.argument} only (also got ${extra.join(' ')})`);
  }
  return { values: parsed.values, argument };
}

/**
 * parseCommandLine on this process's arguments: for `--help` it prints the usage and exits 0.
 * Usage errors are thrown, for runCommand to report.
 */
export function readCommandLine<const O extends OptionsConfig>(
  spec: CommandSpec<O>,
  argv: readonly string[] = process.argv.slice(2),
): CommandLine<O> {
  const parsed = parseCommandLine(spec, argv);
  if (parsed === 'help') {
    process.stdout.write(spec.usage.endsWith('\n') ? spec.usage : `${spec.usage}\n`);
    process.exit(0);
  }
  return parsed;
}

/** A whole number from an option or variable, within the range when one is given. */
export function wholeNumber(
  name: string,
  value: string | undefined,
  range: { min?: number; max?: number } = {},
): number {
  const number = Number(value);
  const { min = -Infinity, max = Infinity } = range;
  if (value?.trim() && Number.isSafeInteger(number) && number >= min && number <= max) {
    return number;
  }
  const bounds =
    range.min === undefined
      ? range.max === undefined
        ? ''
        : ` of at most ${max}`
      : range.max === undefined
        ? ` of at least ${min}`
        : ` from ${min} to ${max}`;
  throw new UsageError(`${name} needs a whole number${bounds} (got ${value ?? 'nothing'})`);
}

/**
 * Runs a command's main function and turns its outcome into the exit code: 1 with
 * `<failure>: <message>` for an error, 2 with the message and the usage for a UsageError.
 */
export function runCommand(
  command: { usage: string; failure: string },
  main: () => Promise<void>,
): void {
  main().catch((error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${command.usage.trimEnd()}\n`);
      process.exit(2);
    }
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${command.failure}: ${message}\n`);
    process.exit(1);
  });
}
