import { describe, expect, it } from 'vitest';
import { parseGrantArguments } from './arguments.ts';

describe('the grant command line (issue 16 point 1)', () => {
  it.each([
    [['demo@example.com', 'premium', '--days', '30'], { action: 'tier', member: 'demo@example.com', tier: 'premium', days: 30 }],
    [['hid-1', 'vip', '--days=7', '--brand', '12'], { action: 'tier', member: 'hid-1', brand: 12, tier: 'vip', days: 7 }],
    [['hid-1', 'coins', '+100'], { action: 'coins', member: 'hid-1', delta: 100, reason: 'operator' }],
    [['hid-1', 'coins', '-20', '--reason', 'refund', '--key', 'ticket-9'], { action: 'coins', member: 'hid-1', delta: -20, reason: 'refund', key: 'ticket-9' }],
    // A hid may begin with a dash; only the four options are options.
    [['-a8Kx', 'revoke'], { action: 'revoke', member: '-a8Kx' }],
    [['--x9', 'show', '--brand=7'], { action: 'show', member: '--x9', brand: 7 }],
  ])('reads %j', (args, command) => {
    expect(parseGrantArguments(args)).toEqual(command);
  });

  it.each([
    [[], 'Name a member'],
    [['demo@example.com'], 'Name a member'],
    [['demo@example.com', 'premium'], 'premium needs --days N'],
    [['demo@example.com', 'premium', '--days', 'ten'], 'premium needs --days N'],
    [['demo@example.com', 'premium', '30'], 'Unexpected words after premium: 30'],
    [['demo@example.com', 'coins', '100'], 'coins takes one signed number'],
    [['demo@example.com', 'coins', '+1.5'], 'coins takes one signed number'],
    [['demo@example.com', 'coins'], 'coins takes one signed number'],
    [['demo@example.com', 'revoke', 'now'], 'revoke takes no more words'],
    [['demo@example.com', 'gold', '--days', '3'], 'Unknown grant "gold"'],
    [['demo@example.com', 'show', '--brand', 'seven'], '--brand takes a brand id'],
  ])('refuses %j', (args, error) => {
    const parsed = parseGrantArguments(args);
    expect('error' in parsed && parsed.error).toContain(error);
  });
});
