// Dynamic fleets: the membership expression built from device fields. The API reads clauses
// `<field> <is|contains> <value>` joined by `and` / `or` (openapi Fleet.expression); a value
// with spaces or quotes is written in double quotes, a backslash escaping what follows.

export const FLEET_EXPRESSION_FIELDS = ['name', 'deviceId', 'productFamily', 'hardwareId'] as const;
export type FleetExpressionField = (typeof FLEET_EXPRESSION_FIELDS)[number];

export const FLEET_EXPRESSION_OPERATORS = ['is', 'contains'] as const;
export type FleetExpressionOperator = (typeof FLEET_EXPRESSION_OPERATORS)[number];

/** One condition on a device field. */
export interface FleetExpressionClause {
  field: FleetExpressionField;
  operator: FleetExpressionOperator;
  value: string;
}

/** Whether a device must meet every clause (`and`) or any one (`or`). */
export type FleetExpressionJoin = 'and' | 'or';

const KEYWORDS = new Set(['and', 'or', 'is', 'contains']);

/** A value as the expression writes it: bare when it is one plain word, else quoted. */
export function quoteExpressionValue(value: string): string {
  const plain = /^[^\s"\\]+$/.test(value) && !KEYWORDS.has(value.toLowerCase());
  return plain ? value : `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/**
 * The expression of the clauses that have a value, joined by `join`; '' when none has one
 * (there is nothing to match yet).
 */
export function buildFleetExpression(
  clauses: readonly FleetExpressionClause[],
  join: FleetExpressionJoin = 'and',
): string {
  return clauses
    .map((clause) => ({ ...clause, value: clause.value.trim() }))
    .filter((clause) => clause.value !== '')
    .map((clause) => `${clause.field} ${clause.operator} ${quoteExpressionValue(clause.value)}`)
    .join(` ${join} `);
}
