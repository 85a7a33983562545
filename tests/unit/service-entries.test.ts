import { describe, expect, it } from 'vitest';
import { pickServiceEntries } from '../../src/features/support/api/pick-service-url';

describe('customer-service entries (§3 csType)', () => {
  const list = [
    { csType: 'VIP' as const, path: 'https://cs.example.com/vip', title: 'VIP' },
    { csType: 'LIVECHAT' as const, path: 'https://cs.example.com/chat', title: 'Live chat' },
  ];

  it('offers live chat to everyone and the VIP desk to VIP members only, live chat first', () => {
    expect(pickServiceEntries(list, false)).toEqual([{ kind: 'LIVECHAT', url: 'https://cs.example.com/chat' }]);
    expect(pickServiceEntries(list, true).map((e) => e.kind)).toEqual(['LIVECHAT', 'VIP']);
  });

  it('drops an entry whose address is not http(s)', () => {
    expect(pickServiceEntries([{ csType: 'LIVECHAT', path: 'javascript:alert(1)' }], true)).toEqual([]);
  });
});
