import type { MemberStub, MemberStubReason } from '@amora/contracts';

/** The stub that stands in for a profile the viewer may not see (spec 1 §6): the hid and why, nothing else. */
export function memberStubOf(hid: string, stub: MemberStubReason): MemberStub {
  return { common: { id: hid, hid }, stub };
}
