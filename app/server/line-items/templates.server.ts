/**
 * Line templates (the rule in ~/domain/line-items/templates):
 * saving a version's lines as a brand's named template, listing them (the Add
 * New panel's Templates tab, the data screen, the API), adding one to a version,
 * and the admin's rename and delete. Shared by the screens and /api routes.
 *
 * Adding goes through addLineItem, the one add path: each line is priced by the
 * engine from today's catalogue (Calculated) or keeps its typed prices (Edited,
 * Custom), the version-total limit and the freeze of an approved version apply,
 * each line keeps the choice marks it was saved with (Optional, its 'Choose
 * one' group, Recommended), and all of a template's lines go in one transaction (the add path's own
 * transactions nest inside it as savepoints): one refusal adds none of them.
 */
import { parseSaved } from './line-item-context.server';
import { joinedLinesOfVersion } from './line-item-reads.server';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { addLineItem, lineItemForEdit, type LineItemDraft, type WriteResult } from './line-item-writes.server';
import { frozenRefusal } from '~/server/lifecycle/version-state.server';
import type { StaffActor } from '~/server/lifecycle/history.server';
import { sameTemplateName, TEMPLATE_MESSAGES, type SaveTemplateInput } from '~/domain/line-items/templates';
import { displayName } from '~/domain/users/profile';
import { formatUpdated } from '~/domain/dates';

const { brands, jobs, jobVersions, lineItems, lineTemplates, lineTemplateLines, signs, services, users } = schema;

type Refusal = { ok: false; status: 400 | 404 | 409; error: string; fieldErrors: Record<string, string[]> };
const refuse = (status: 400 | 404 | 409, error: string, field = '_'): Refusal => ({ ok: false, status, error, fieldErrors: { [field]: [error] } });

export type TemplateSummary = {
  id: number;
  brandId: number;
  brandName: string;
  name: string;
  description: string;
  lineCount: number;
  createdByName: string | null;
  updatedAt: number;
  updated: string;
};

/** Templates with their line counts (one query), by name; one brand's or every brand's. */
export function listTemplates(brandId: number | null, db: DbOrTx = getDb()): TemplateSummary[] {
  const lineCount = db
    .select({ templateId: lineTemplateLines.templateId, n: count().as('n') })
    .from(lineTemplateLines)
    .groupBy(lineTemplateLines.templateId)
    .as('line_count');
  return db
    .select({
      id: lineTemplates.id,
      brandId: lineTemplates.brandId,
      brandName: brands.name,
      name: lineTemplates.name,
      description: lineTemplates.description,
      lineCount: sql<number>`coalesce(${lineCount.n}, 0)`,
      fullName: users.fullName,
      firstName: users.firstName,
      lastName: users.lastName,
      createdById: lineTemplates.createdById,
      updatedAt: lineTemplates.updatedAt,
    })
    .from(lineTemplates)
    .innerJoin(brands, eq(brands.id, lineTemplates.brandId))
    .leftJoin(users, eq(users.id, lineTemplates.createdById))
    .leftJoin(lineCount, eq(lineCount.templateId, lineTemplates.id))
    .where(brandId === null ? undefined : eq(lineTemplates.brandId, brandId))
    .orderBy(asc(brands.name), sql`${lineTemplates.name} collate nocase`, asc(lineTemplates.id))
    .all()
    .map(({ fullName, firstName, lastName, createdById, ...t }) => ({
      ...t,
      createdByName: createdById === null ? null : displayName({ fullName, firstName, lastName }),
      updated: formatUpdated(t.updatedAt),
    }));
}

export type TemplateLine = {
  sortOrder: number;
  lineType: 'sign' | 'service';
  signId: number | null;
  serviceId: number | null;
  name: string;
  quantity: number;
  pricingMode: 'Calculated' | 'Edited' | 'Custom';
  customDescription: string | null;
  selectedOptions: Record<string, string | number>;
  /** The client's choice the line offers when added (docs/choices.md § The estimator's side). */
  optional: boolean;
  alternativeGroup: string | null;
  recommended: boolean;
};

export function findTemplate(id: number, db: DbOrTx = getDb()) {
  return db.select().from(lineTemplates).where(eq(lineTemplates.id, id)).get() ?? null;
}

/** A template with its lines in order (the API's GET). */
export function templateDetail(id: number): (TemplateSummary & { lines: TemplateLine[] }) | null {
  const db = getDb();
  const t = findTemplate(id, db);
  if (!t) return null;
  const summary = listTemplates(t.brandId, db).find((x) => x.id === id)!;
  const rows = db
    .select({ line: lineTemplateLines, signName: signs.name, serviceName: services.name })
    .from(lineTemplateLines)
    .leftJoin(signs, eq(signs.id, lineTemplateLines.signId))
    .leftJoin(services, eq(services.id, lineTemplateLines.serviceId))
    .where(eq(lineTemplateLines.templateId, id))
    .orderBy(asc(lineTemplateLines.sortOrder))
    .all();
  const lines = rows.map(({ line, signName, serviceName }) => ({
    sortOrder: line.sortOrder,
    lineType: line.lineType,
    signId: line.signId,
    serviceId: line.serviceId,
    name: (line.lineType === 'sign' ? signName : serviceName) ?? '',
    quantity: line.quantity,
    pricingMode: line.pricingMode,
    customDescription: line.customDescription,
    selectedOptions: parseSaved(line.selectedOptions),
    optional: line.optional,
    alternativeGroup: line.alternativeGroup,
    recommended: line.recommended,
  }));
  return { ...summary, lines };
}

function nameTaken(db: DbOrTx, brandId: number, name: string, exceptId?: number): boolean {
  return db
    .select({ id: lineTemplates.id, name: lineTemplates.name })
    .from(lineTemplates)
    .where(eq(lineTemplates.brandId, brandId))
    .all()
    .some((t) => t.id !== exceptId && sameTemplateName(t.name, name));
}

const brandName = (db: DbOrTx, brandId: number) => db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId)).get()?.name ?? '';

/** The id of version `versionNumber` of job `jobId` (the API names versions so), or null. */
export function jobVersionId(jobId: number, versionNumber: number): number | null {
  return (
    getDb()
      .select({ id: jobVersions.id })
      .from(jobVersions)
      .where(and(eq(jobVersions.jobId, jobId), eq(jobVersions.versionNumber, versionNumber)))
      .get()?.id ?? null
  );
}

/** The version (by id) with its job's brand, or null. */
function versionOf(db: DbOrTx, versionId: number) {
  return (
    db
      .select({ versionId: jobVersions.id, jobId: jobs.id, brandId: jobs.brandId })
      .from(jobVersions)
      .innerJoin(jobs, eq(jobs.id, jobVersions.jobId))
      .where(eq(jobVersions.id, versionId))
      .get() ?? null
  );
}

/**
 * Saves the version's lines (those of `lineIds` when given, in the version's
 * order) as a template of the job's brand, all in one transaction.
 */
export function saveTemplate(versionId: number, input: SaveTemplateInput, userId: number): WriteResult<{ id: number; name: string; lineCount: number }> {
  return getDb().transaction(
    (tx): WriteResult<{ id: number; name: string; lineCount: number }> => {
      const version = versionOf(tx, versionId);
      if (!version) return refuse(404, 'Version not found');
      const rows = tx
        .select({ id: lineItems.id })
        .from(lineItems)
        .where(eq(lineItems.jobVersionId, versionId))
        .orderBy(asc(lineItems.sortOrder), asc(lineItems.id))
        .all();
      if (rows.length === 0) return refuse(400, TEMPLATE_MESSAGES.emptyVersion, 'lineIds');
      let chosen = rows.map((r) => r.id);
      if (input.lineIds !== undefined) {
        const asked = new Set(input.lineIds);
        if (asked.size === 0) return refuse(400, TEMPLATE_MESSAGES.noLines, 'lineIds');
        if ([...asked].some((id) => !chosen.includes(id))) return refuse(400, "Choose lines of this job's version", 'lineIds');
        chosen = chosen.filter((id) => asked.has(id));
      }
      if (nameTaken(tx, version.brandId, input.name)) return refuse(409, TEMPLATE_MESSAGES.nameTaken(input.name, brandName(tx, version.brandId)), 'name');
      const now = Date.now();
      const template = tx
        .insert(lineTemplates)
        .values({ brandId: version.brandId, name: input.name, description: input.description, createdById: userId, createdAt: now, updatedAt: now })
        .returning({ id: lineTemplates.id })
        .get();
      chosen.forEach((lineId, i) => {
        const line = lineItemForEdit(lineId, versionId)!;
        tx.insert(lineTemplateLines)
          .values({
            templateId: template.id,
            sortOrder: i + 1,
            lineType: line.lineType,
            signId: line.signId,
            serviceId: line.serviceId,
            quantity: line.quantity,
            selectedOptions: JSON.stringify(line.selectedOptions),
            customDescription: line.customDescription,
            pricingMode: line.pricingMode,
            lineItemPrice: line.prices.price,
            lineItemInstallPrice: line.prices.install,
            lineItemBudget: line.prices.budget,
            lineItemInstallBudget: line.prices.installBudget,
            enteredPrice: line.enteredPrice,
            optional: line.optional,
            alternativeGroup: line.alternativeGroup,
            recommended: line.recommended,
          })
          .run();
      });
      return { ok: true, value: { id: template.id, name: input.name, lineCount: chosen.length } };
    },
    { behavior: 'immediate' },
  );
}

/** A refusal thrown out of the transaction so everything added before it is rolled back. */
class TemplateAddRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.error);
  }
}

/**
 * Adds every line of the template at the end of the version, in order, in
 * one transaction. 404 unknown template or version; 400 another brand's
 * template or a line today's catalogue cannot price (named); 409 a frozen
 * version or a line over a limit, as any line write answers.
 */
export function addTemplate(by: StaffActor, templateId: number, versionId: number): WriteResult<{ name: string; added: number[] }> {
  const db = getDb();
  try {
    return db.transaction(
      (tx): WriteResult<{ name: string; added: number[] }> => {
        const template = findTemplate(templateId, tx);
        if (!template) return refuse(404, TEMPLATE_MESSAGES.notFound, 'templateId');
        const version = versionOf(tx, versionId);
        if (!version) return refuse(404, 'Version not found');
        if (template.brandId !== version.brandId) return refuse(400, TEMPLATE_MESSAGES.otherBrand, 'templateId');
        const frozen = frozenRefusal(tx, versionId);
        if (frozen) return frozen;
        const lines = tx.select().from(lineTemplateLines).where(eq(lineTemplateLines.templateId, templateId)).orderBy(asc(lineTemplateLines.sortOrder)).all();
        const added: number[] = [];
        lines.forEach((line, i) => {
          const draft: LineItemDraft = {
            lineType: line.lineType,
            quantity: line.quantity,
            selectedOptions: parseSaved(line.selectedOptions),
            pricingMode: line.pricingMode,
            customDescription: line.customDescription,
            prices: { price: line.lineItemPrice, install: line.lineItemInstallPrice, budget: line.lineItemBudget, installBudget: line.lineItemInstallBudget },
            enteredPrice: line.enteredPrice,
            choice: { optional: line.optional, alternativeGroup: line.alternativeGroup, recommended: line.recommended },
          };
          if (line.signId !== null) draft.signId = line.signId;
          if (line.serviceId !== null) draft.serviceId = line.serviceId;
          const result = addLineItem(by, versionId, draft);
          if (!result.ok) {
            const name = lineName(tx, line);
            const error = result.status === 400 ? TEMPLATE_MESSAGES.lineFailed(i + 1, name, result.error) : result.error;
            throw new TemplateAddRefused({ ok: false, status: result.status, error, fieldErrors: { _: [error] } });
          }
          added.push(result.value.id);
        });
        return { ok: true, value: { name: template.name, added } };
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    if (error instanceof TemplateAddRefused) return error.refusal;
    throw error;
  }
}

function lineName(db: DbOrTx, line: { lineType: string; signId: number | null; serviceId: number | null }): string {
  if (line.lineType === 'sign' && line.signId !== null) return db.select({ n: signs.name }).from(signs).where(eq(signs.id, line.signId)).get()?.n ?? 'a removed sign';
  if (line.serviceId !== null) return db.select({ n: services.name }).from(services).where(eq(services.id, line.serviceId)).get()?.n ?? 'a removed service';
  return line.lineType === 'sign' ? 'a removed sign' : 'a removed service';
}

/** Admin: a new name and description. */
export function renameTemplate(id: number, fields: { name: string; description: string }): WriteResult<{ id: number; name: string }> {
  return getDb().transaction(
    (tx): WriteResult<{ id: number; name: string }> => {
      const t = findTemplate(id, tx);
      if (!t) return refuse(404, TEMPLATE_MESSAGES.notFound);
      if (nameTaken(tx, t.brandId, fields.name, id)) return refuse(409, TEMPLATE_MESSAGES.nameTaken(fields.name, brandName(tx, t.brandId)), 'name');
      tx.update(lineTemplates).set({ name: fields.name, description: fields.description, updatedAt: Date.now() }).where(eq(lineTemplates.id, id)).run();
      return { ok: true, value: { id, name: fields.name } };
    },
    { behavior: 'immediate' },
  );
}

/** Admin: the template and its lines go; lines already added from it stay as they are. */
export function deleteTemplate(id: number): WriteResult<{ id: number; name: string }> {
  return getDb().transaction((tx): WriteResult<{ id: number; name: string }> => {
    const t = findTemplate(id, tx);
    if (!t) return refuse(404, TEMPLATE_MESSAGES.notFound);
    tx.delete(lineTemplates).where(eq(lineTemplates.id, id)).run();
    return { ok: true, value: { id, name: t.name } };
  });
}

/** The rows a version offers to 'Save as template' (name and description, in order). */
export function versionLinesForTemplate(versionId: number) {
  return joinedLinesOfVersion(versionId).map(({ item, signName, serviceName }) => ({
    id: item.id,
    name: signName ?? serviceName ?? '',
    description: item.description ?? '',
    quantity: item.quantity,
  }));
}
