import { describe, expect, it } from 'vitest';
import { parseOperatorArguments } from './arguments.ts';

describe('the operator command line', () => {
  it('takes hids that begin with a dash as hids, not options', () => {
    expect(parseOperatorArguments(['approve', '-1Qb7Yk2c0vJm9w3XzRt8a', '--Mzq0vB5nU2kLr8sTy1Q9'])).toEqual({
      positionals: ['approve', '-1Qb7Yk2c0vJm9w3XzRt8a', '--Mzq0vB5nU2kLr8sTy1Q9'],
    });
  });

  it('reads the reason before or after the hids, in either spelling', () => {
    expect(parseOperatorArguments(['reject', '--reason', 'spam', 'abc'])).toEqual({ positionals: ['reject', 'abc'], reason: 'spam' });
    expect(parseOperatorArguments(['reject', 'abc', '--reason=nudity'])).toEqual({ positionals: ['reject', 'abc'], reason: 'nudity' });
  });

  it('leaves the reason empty when --reason ends the line, for the reject command to refuse', () => {
    expect(parseOperatorArguments(['reject', 'abc', '--reason'])).toEqual({ positionals: ['reject', 'abc'], reason: '' });
  });
});
