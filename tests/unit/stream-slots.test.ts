import { describe, expect, it } from 'vitest';
import { StreamSlots } from '@/lib/realtime/stream-slots';

describe('StreamSlots', () => {
  const slots = () => new StreamSlots(() => ({ perUser: 2, perAddress: 3 }));

  it('refuses a person their third stream, and gives the slot back when one ends', () => {
    const open = slots();
    const first = open.take('asha', '203.0.113.1');
    expect(open.take('asha', '203.0.113.2')).not.toBeNull();
    expect(open.take('asha', '203.0.113.3')).toBeNull();
    first!();
    expect(open.take('asha', '203.0.113.3')).not.toBeNull();
  });

  it('refuses an address its fourth stream whoever opens it', () => {
    const open = slots();
    for (const user of ['a', 'b', 'c']) expect(open.take(user, '203.0.113.9')).not.toBeNull();
    expect(open.take('d', '203.0.113.9')).toBeNull();
    expect(open.take('d', '203.0.113.10')).not.toBeNull();
  });

  it('a slot released twice is given back once', () => {
    const open = slots();
    const release = open.take('asha', '203.0.113.1')!;
    open.take('asha', '203.0.113.1');
    release();
    release();
    expect(open.open).toBe(1);
    expect(open.take('asha', '203.0.113.1')).not.toBeNull();
    expect(open.take('asha', '203.0.113.1')).toBeNull();
  });
});
