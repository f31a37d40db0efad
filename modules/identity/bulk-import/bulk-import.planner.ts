import { Inject, Injectable } from '@nestjs/common';
import {
  checkBulkRow,
  decideBulkRows,
  generatedLogin,
  loginPrefix,
  placementKey,
  placementOfUser,
  type BulkRowDecision,
  type BulkUserImportPlannedData,
  type PlacementFacts,
  type UserPlacement,
} from '@school/modules/identity';
import type { Db } from '@school/projections/kernel';
import { findSchool } from '@school/projections/school-list';
import { findUnit } from '@school/projections/unit-list';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import { DATABASE } from '@school/backend/core/tokens';
import { LoginSequences } from '../user/login-sequences.service.js';
import { PlacementFactsReader } from '../user/placement-facts.reader.js';
import type { BulkImportJobData } from './bulk-import.job.js';

const NO_FACTS: PlacementFacts = { school: null, unit: null, classes: [] };

/**
 * Plans an import once, for every attempt of its job to follow: judges the rows with the
 * organization's facts as the requester reaches them (the user form's rules), then allocates
 * a user id to each row to create and a login to each row that asks for one to be generated
 * (the single form's sequence per prefix, skipping the logins the file gives by hand).
 */
@Injectable()
export class BulkImportPlanner {
  constructor(
    private readonly placements: PlacementFactsReader,
    private readonly sequences: LoginSequences,
    private readonly ids: IdAllocator,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  /** The rows' fate, the same on every attempt: pure, from the rows and the plan's facts. */
  decide(data: BulkImportJobData, facts: BulkUserImportPlannedData['facts']): BulkRowDecision[] {
    const known = new Map(facts.map((f) => [f.key, f.facts]));
    const checked = data.rows.map((row) => checkBulkRow(row, data.turma));
    return decideBulkRows(checked, data.requester.profile, (p) => known.get(placementKey(p)) ?? NO_FACTS);
  }

  async plan(jobId: string, data: BulkImportJobData): Promise<BulkUserImportPlannedData> {
    const facts = await this.readFacts(data);
    const decisions = this.decide(data, facts);
    const creates = decisions.flatMap((d) => (d.kind === 'create' ? [d] : []));
    const ids = await this.ids.nextMany('user', creates.length);
    const generated = await this.generateLogins(creates);
    const plannedIds: (number | null)[] = decisions.map(() => null);
    const plannedLogins: (string | null)[] = decisions.map(() => null);
    creates.forEach((d, i) => {
      plannedIds[d.row - 1] = ids[i]!;
      plannedLogins[d.row - 1] = d.generateLogin ? (generated.get(d.row) ?? null) : d.user.cstLogin;
    });
    return { jobId, facts, ids: plannedIds, logins: plannedLogins };
  }

  /** One read of the organization per distinct place the rows name. */
  private async readFacts(data: BulkImportJobData): Promise<BulkUserImportPlannedData['facts']> {
    const places = new Map<string, UserPlacement>();
    for (const row of data.rows) {
      const checked = checkBulkRow(row, data.turma);
      if (!checked.ok) continue;
      const placement = placementOfUser(checked.user);
      places.set(placementKey(placement), placement);
    }
    return Promise.all(
      [...places].map(async ([key, placement]) => ({
        key,
        facts: await this.placements.read(data.requester, placement),
      })),
    );
  }

  /** Row number → generated login, per prefix; a row left out found the 4 digits used up. */
  private async generateLogins(
    creates: (BulkRowDecision & { kind: 'create' })[],
  ): Promise<Map<number, string>> {
    const given = new Set(creates.filter((d) => !d.generateLogin).map((d) => d.user.cstLogin));
    const prefixes = new Map<string, string>();
    const byPrefix = new Map<string, number[]>();
    for (const d of creates.filter((c) => c.generateLogin)) {
      const place = `${d.user.codBseEscola}/${d.user.codBseUnidade}`;
      let prefix = prefixes.get(place);
      if (prefix === undefined) {
        prefix = await this.prefixOf(d.user.codBseEscola, d.user.codBseUnidade);
        prefixes.set(place, prefix);
      }
      const rows = byPrefix.get(prefix) ?? [];
      rows.push(d.row);
      byPrefix.set(prefix, rows);
    }
    const logins = new Map<number, string>();
    for (const [prefix, rows] of byPrefix) {
      const numbers = await this.sequences.nextMany(prefix, rows.length, given);
      numbers.forEach((n, i) => logins.set(rows[i]!, generatedLogin(prefix, n)));
    }
    return logins;
  }

  /** School prefix + unit prefix (MT without one), as the user form builds a login. */
  private async prefixOf(schoolId: number | null, unitId: number | null): Promise<string> {
    const [school, unit] = await Promise.all([
      schoolId === null ? undefined : findSchool(this.db, schoolId),
      unitId === null ? undefined : findUnit(this.db, unitId),
    ]);
    return loginPrefix(school?.cstTxtPrefixoLogin ?? '', unit?.cstTxtPrefixoLogin);
  }
}
