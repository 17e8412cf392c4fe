/** The operator command's words: the action and its hids or ids, and the one option, `--reason`. */
export interface OperatorArguments {
  positionals: string[];
  reason?: string;
}

/**
 * Reads the command line by hand rather than with util.parseArgs: a hid is 22 base64url
 * characters and one in 64 begins with `-` (one in 4096 with `--`), which parseArgs takes for
 * an unknown option. Only `--reason R` and `--reason=R` are options; every other word is a
 * positional, whatever it begins with. A `--reason` without a value leaves `reason` empty, which
 * the reject commands refuse with their own message.
 */
export function parseOperatorArguments(args: readonly string[]): OperatorArguments {
  const parsed: OperatorArguments = { positionals: [] };
  for (let i = 0; i < args.length; i++) {
    const word = args[i]!;
    if (word === '--reason') parsed.reason = args[++i] ?? '';
    else if (word.startsWith('--reason=')) parsed.reason = word.slice('--reason='.length);
    else parsed.positionals.push(word);
  }
  return parsed;
}
