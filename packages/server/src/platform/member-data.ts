import type { Transaction } from 'kysely';
import type { Language } from '@amora/contracts';
import type { DatabaseSchema } from './db/schema.ts';

/**
 * The member's data as the export shows it (`my-data.json`), top to bottom: who the member is,
 * what they set, what they made, what happened to them. A dotted section nests (`settings.onboarding`
 * is `onboarding` inside `settings`). Each section is filled by the one module that owns its rows;
 * a new section is added here, where the order of the document is decided, and nowhere else.
 */
export const MEMBER_ARCHIVE_LAYOUT = [
  'account',
  'profile',
  'location',
  'interests',
  'settings.language',
  'settings.email_notifications',
  'settings.onboarding',
  'settings.cookie_consent',
  'settings.smart_messages',
  'photos',
  'coins',
  'relations',
  'safety',
  'messenger',
  'system_thread',
  'feed',
  'pushes',
  'notification_mails',
  'web_push',
  'events',
] as const;

export type MemberArchiveSection = (typeof MEMBER_ARCHIVE_LAYOUT)[number];

/** Columns per table, typed against the schema: what an owner erases. */
export type MemberColumns = { [T in keyof DatabaseSchema]?: ReadonlyArray<keyof DatabaseSchema[T] & string> };

/** Whose data an export is, and the language its labels are in (the one the member reads mail in). */
export interface MemberExportSubject {
  accountId: number;
  language: Language;
}

/** One owner's part of the export. */
export interface MemberDataExport {
  sections: Partial<Record<MemberArchiveSection, unknown>>;
  /** Files beside the JSON, by path in the archive (media, stored as is: it is compressed already). */
  files?: Record<string, Uint8Array>;
}

/** What an erase hook leaves for after the commit. */
export interface ErasedMemberRows {
  /**
   * Deletes the files of the erased rows. Runs only once the transaction has committed, so a
   * rolled-back erase never loses a file that still has a row.
   */
  deleteFiles?: () => Promise<void>;
  /**
   * Other work outside the erase transaction, once it has committed: a recount of the members
   * whose counts the erased rows were part of, and the frames that tell them.
   */
  afterCommit?: () => Promise<void>;
}

/**
 * What one module registers for the member data it owns (DESIGN.md §13 "Deletion", "Request my
 * data"): the erase job and the export call every owner through the registry, so a module's new
 * table needs a change in that module only.
 */
export interface MemberDataHooks {
  /** The owning module (`photos`, `settings.notifications`); others name it in `dependsOn`. */
  owner: string;
  /**
   * Every column of the owner's tables that references a member (`account_id`, `sender_account_id`);
   * the erase hook clears them all. modules/settings/member-data/member-data.test.ts holds these
   * against the table types, so a table added without its owner's erase fails it.
   */
  erases: MemberColumns;
  /**
   * Owners whose rows this owner's rows reference (nearly always `accounts`): the export asks
   * them first, and the erase removes this owner's rows before theirs — the photos go before the
   * account row that their foreign key cascades from.
   */
  dependsOn?: readonly string[];
  /** Deletes (or detaches) the member's rows inside the erase transaction. */
  erase?(trx: Transaction<DatabaseSchema>, accountId: number): Promise<ErasedMemberRows | void>;
  /** The owner's sections of the export; undefined only when the member no longer exists. */
  export?(subject: MemberExportSubject): Promise<MemberDataExport | undefined>;
}

/** The export of every owner: sections in layout order (dotted ones nested), and the files. */
export interface MemberArchiveContent {
  data: Record<string, unknown>;
  files: Record<string, Uint8Array>;
}

export class MemberDataRegistry {
  private readonly hooks = new Map<string, MemberDataHooks>();
  private sorted: MemberDataHooks[] | undefined;

  constructor(private readonly layout: readonly string[] = MEMBER_ARCHIVE_LAYOUT) {}

  register(hooks: MemberDataHooks): void {
    if (this.hooks.has(hooks.owner)) throw new Error(`Member data of ${hooks.owner} is registered twice`);
    this.hooks.set(hooks.owner, hooks);
    this.sorted = undefined;
  }

  /**
   * Every owner, dependencies first; otherwise in the order they registered, so the order is the
   * same on every run and every server.
   */
  owners(): readonly MemberDataHooks[] {
    this.sorted ??= dependenciesFirst([...this.hooks.values()]);
    return this.sorted;
  }

  /**
   * Erases one member's rows with every owner's hook, dependents first, inside the caller's
   * transaction (one per member). Answers the deletion of their files and the owners' other
   * work, to call after the commit.
   */
  async erase(trx: Transaction<DatabaseSchema>, accountId: number): Promise<{ deleteFiles(): Promise<void>; afterCommit(): Promise<void> }> {
    const files: Array<() => Promise<void>> = [];
    const others: Array<() => Promise<void>> = [];
    for (const hooks of [...this.owners()].reverse()) {
      const erased = await hooks.erase?.(trx, accountId);
      if (erased?.deleteFiles) files.push(erased.deleteFiles);
      if (erased?.afterCommit) others.push(erased.afterCommit);
    }
    return {
      async deleteFiles() {
        for (const deleteFiles of files) await deleteFiles();
      },
      async afterCommit() {
        for (const work of others) await work();
      },
    };
  }

  /** Every owner's part of one member's export; undefined when the member no longer exists. */
  async export(subject: MemberExportSubject): Promise<MemberArchiveContent | undefined> {
    const owners = this.owners().filter((hooks) => hooks.export);
    const parts = await Promise.all(owners.map((hooks) => hooks.export!(subject)));
    if (parts.some((part) => part === undefined)) return undefined;
    const sections = new Map<string, unknown>();
    const files: Record<string, Uint8Array> = {};
    parts.forEach((part, index) => {
      const owner = owners[index]!.owner;
      for (const [section, value] of Object.entries(part!.sections)) {
        if (sections.has(section)) throw new Error(`Export section ${section} of ${owner} is filled twice`);
        sections.set(section, value);
      }
      for (const [file, bytes] of Object.entries(part!.files ?? {})) {
        if (Object.hasOwn(files, file)) throw new Error(`Export file ${file} of ${owner} is added twice`);
        files[file] = bytes;
      }
    });
    return { data: this.laidOut(sections), files };
  }

  /** The sections as the layout orders them; a section outside it would be a typing slip, refused. */
  private laidOut(sections: Map<string, unknown>): Record<string, unknown> {
    const unknown = [...sections.keys()].filter((section) => !this.layout.includes(section));
    if (unknown.length) throw new Error(`Export sections outside the archive layout: ${unknown.join(', ')}`);
    const data: Record<string, unknown> = {};
    for (const section of this.layout) {
      if (!sections.has(section)) continue;
      const path = section.split('.');
      let parent = data;
      for (const key of path.slice(0, -1)) parent = (parent[key] ??= {}) as Record<string, unknown>;
      parent[path.at(-1)!] = sections.get(section);
    }
    return data;
  }
}

/** A stable topological order: each owner after its dependencies, registration order otherwise. */
function dependenciesFirst(hooks: MemberDataHooks[]): MemberDataHooks[] {
  const byOwner = new Map(hooks.map((entry) => [entry.owner, entry]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const ordered: MemberDataHooks[] = [];
  const visit = (entry: MemberDataHooks, path: string[]) => {
    if (done.has(entry.owner)) return;
    if (visiting.has(entry.owner)) throw new Error(`Member data dependency cycle: ${[...path, entry.owner].join(' -> ')}`);
    visiting.add(entry.owner);
    for (const dependency of entry.dependsOn ?? []) {
      const required = byOwner.get(dependency);
      if (!required) throw new Error(`Member data of ${entry.owner} depends on ${dependency}, which is not registered`);
      visit(required, [...path, entry.owner]);
    }
    visiting.delete(entry.owner);
    done.add(entry.owner);
    ordered.push(entry);
  };
  for (const entry of hooks) visit(entry, []);
  return ordered;
}

/** An epoch-ms time as the export writes it. */
export function archiveTime(ms: number | string | null | undefined): string | null {
  return ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString();
}

/** A JSON text column as the export writes it: parsed, or the text itself when it is not JSON. */
export function archiveJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}
